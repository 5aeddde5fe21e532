import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { staffSite, watchErrors, unexpectedErrors } from './harness';

/**
 * Opening an article from the list, again and again, always shows its editor: the demo article
 * with a highlighted figure in its body, and one whose body holds a picture and a video (their
 * blocks draw forms of their own, which made the editor's first draw slow enough that the
 * editor was gone before its text was set, and the whole staff application went blank).
 */

const site = staffSite('editor@example.org', 'a long editor password');
const OPENINGS = 10;

/** Opens `headline` from the articles' list and waits until its body's editor shows its text. */
async function openFromList(page: Page, headline: string, bodyText: string) {
  await page
    .getByRole('navigation', { name: 'Staff menu' })
    .getByRole('link', { name: 'Insight articles', exact: true })
    .click();
  await page.getByRole('heading', { name: 'Insight articles', level: 1 }).waitFor();
  await page
    .getByRole('list', { name: 'Insight articles' })
    .getByRole('link', { name: headline })
    .click();
  const body = page.locator('#field-en-body');
  await body.getByText(bodyText).first().waitFor({ timeout: 15_000 });
  // The menu is still there: nothing blanked the application.
  expect(await page.getByRole('navigation', { name: 'Staff menu' }).isVisible()).toBe(true);
}

describe('opening an article from the list', () => {
  it(`shows the editor every time (${OPENINGS} times each, the demo article and one with a picture and a video)`, async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = watchErrors(page);
    await site.signIn(page);

    const images = await page.request.get(`${site.server.url}/api/admin/images`);
    expect(images.status()).toBe(200);
    const [picture] = (await images.json()) as { url: string }[];
    const headline = 'Clinics That Count Their Patients';
    const created = await page.request.post(`${site.server.url}/api/admin/articles`, {
      data: {
        document: {
          headline,
          excerpt: 'A district learns from its own numbers.',
          category: 'Insights',
          publishedAt: null,
          thumbnail: null,
          body: {
            type: 'doc',
            content: [
              { type: 'paragraph', content: [{ type: 'text', text: 'Nurses began to count.' }] },
              { type: 'image', attrs: { src: picture!.url, alt: 'A nurse with a register' } },
              {
                type: 'video',
                attrs: { youtubeId: 'Xk5MeZ1bU4w', title: 'The district in two minutes' },
              },
              { type: 'paragraph', content: [{ type: 'text', text: 'Then they changed.' }] },
            ],
          },
        },
      },
      headers: { Origin: site.server.url },
    });
    expect(created.status(), await created.text()).toBe(201);

    for (let time = 1; time <= OPENINGS; time += 1) {
      // Every other time from a fresh start of the application (the editor's code loaded anew).
      if (time % 2 === 0) {
        await page.goto(`${site.server.url}/admin/`);
        await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      }
      await openFromList(page, headline, 'Nurses began to count.');
      await page.locator('#field-en-body [data-block="image"]').waitFor();
      await page.locator('#field-en-body [data-block="video"]').waitFor();
      await openFromList(
        page,
        'Health Reform Beyond Hospitals: Why We Back Community Health Workers',
        'When people think of health reform',
      );
    }
    expect(unexpectedErrors(errors)).toEqual([]);
    await page.close();
  }, 400_000);

  it('keeps the menu and what was typed when one field fails, and says what happened', async () => {
    const page = await site.browser.newPage({ viewport: { width: 1280, height: 900 } });
    // The editor of rich text is loaded on demand: here its code cannot be fetched (a
    // connection lost, a new version deployed meanwhile).
    await page.route('**/admin/assets/RichTextEditor-*.js', (route) => route.abort());
    await site.signIn(page);
    await page.goto(`${site.server.url}/admin/articles/new`);
    await page.getByLabel(/^Headline/).fill('Budgets Read Aloud in Village Halls');

    const failure = page.getByRole('alert').filter({ hasText: 'The field “Body” stopped working' });
    await failure.waitFor();
    expect(await failure.textContent()).toContain('The rest of the form and everything typed');
    await failure.getByRole('button', { name: 'Try again' }).waitFor();
    // The menu, the other fields and what was typed in them are all still there.
    expect(await page.getByRole('navigation', { name: 'Staff menu' }).isVisible()).toBe(true);
    expect(await page.getByLabel(/^Headline/).inputValue()).toBe(
      'Budgets Read Aloud in Village Halls',
    );
    await page.getByLabel(/^Excerpt/).fill('Citizens hear where the money goes.');
    expect(await page.getByLabel(/^Headline/).inputValue()).toBe(
      'Budgets Read Aloud in Village Halls',
    );
    await page.close();
  });
});

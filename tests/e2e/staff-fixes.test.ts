import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { launchBrowser, startServer, watchErrors, type RunningServer } from './harness';

/**
 * The staff run's fixes in the staff application: the dashboard (scheduled items with their
 * time in the site's zone, named; drafts; recent changes), the image library (a delete refused
 * before any confirmation, saying where; "No alt text yet" only when nothing describes the
 * picture; several files at once into a gallery, each with its progress) and a story's consent
 * withdrawn now, after a confirmation listing what disappears.
 */

const ADMIN_EMAIL = 'fixes@example.org';
const ADMIN_PASSWORD = 'a long fixes password';

let server: RunningServer;
let browser: Browser;
let page: Page;
let errors: string[];

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD, SESSION_SECRET: 'f'.repeat(40) });
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  errors = watchErrors(page);
  await page.goto(`${server.url}/admin/`);
  await page.getByLabel('Email address').fill(ADMIN_EMAIL);
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

const api = async <T>(method: 'get' | 'post' | 'put' | 'patch', path: string, data?: unknown) => {
  const response = await page.request.fetch(`${server.url}${path}`, {
    method,
    data,
    headers: { Origin: server.url },
  });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return (await response.json()) as T;
};

/** A small PNG of its own colour (each upload a new picture). */
const png = (seed: number) =>
  sharp({
    create: { width: 80, height: 60, channels: 3, background: { r: seed * 40, g: 90, b: 120 } },
  })
    .png()
    .toBuffer();

async function upload(name: string, seed: number): Promise<string> {
  const response = await page.request.post(`${server.url}/api/images/upload`, {
    multipart: { image: { name, mimeType: 'image/png', buffer: await png(seed) } },
    headers: { Origin: server.url },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { imageUrl: string }).imageUrl;
}

const unexpected = (list: string[]) => list.filter((e) => !/status of 401/.test(e));

describe('the staff run’s fixes', () => {
  it('dashboard: scheduled items at their time in Lagos time, drafts, and who changed what', async () => {
    // 13:00 UTC is 14:00 in Lagos (WAT, UTC+1), whatever the browser's zone.
    const at = `${new Date().getUTCFullYear() + 1}-12-03T13:00:00.000Z`;
    const created = await api<{ id: number; version: number }>('post', '/api/admin/articles', {
      document: {
        headline: 'A scheduled dispatch',
        excerpt: 'It appears by itself.',
        body: null,
        authors: [],
        category: 'Insights',
        publishedAt: at,
        thumbnail: null,
        translations: {},
      },
    });
    await api('post', `/api/admin/articles/${created.id}/publish`, { version: created.version });
    await page.reload();
    const scheduled = page.getByRole('region', { name: 'Scheduled' });
    await scheduled
      .getByText(`appears 3 Dec ${new Date().getUTCFullYear() + 1}, 14:00 (Lagos time, WAT)`)
      .waitFor();
    await scheduled.getByRole('link', { name: 'A scheduled dispatch' }).waitFor();
    const recent = page.getByRole('region', { name: 'Recent changes' });
    await recent.getByText(`published by ${ADMIN_EMAIL}`, { exact: false }).first().waitFor();
    await page.getByRole('region', { name: 'Drafts' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('image library: a delete refused before confirming, alt text as the uses give it, several files into a gallery', async () => {
    const used = await upload('used-portrait.png', 1);
    const people = await api<{ id: number; title: string }[]>('get', '/api/admin/people');
    const person = people[0]!;
    const record = await api<{ version: number; document: Record<string, unknown> }>(
      'get',
      `/api/admin/people/${person.id}`,
    );
    await api('put', `/api/admin/people/${person.id}`, {
      version: record.version,
      document: { ...record.document, portrait: { image: used, alt: 'Written by the page' } },
    });

    await page.goto(`${server.url}/admin/images?q=used-portrait`);
    const card = page.getByRole('listitem').filter({ hasText: 'used-portrait.png' });
    await card.waitFor();
    // The library has no alt text of its own, but the page that uses it wrote one.
    await card.getByText('Alt text written where it is used').waitFor();
    expect(await card.getByText('No alt text yet').count()).toBe(0);
    await card.getByRole('button', { name: /Edit alt text and focal point/ }).click();
    const dialog = page.getByRole('dialog', { name: /Picture: used-portrait/ });
    await dialog.getByRole('button', { name: 'Delete this picture' }).click();
    const refusal = dialog.getByRole('alert').filter({ hasText: 'cannot be deleted' });
    await refusal.waitFor();
    await refusal.getByRole('link', { name: person.title }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Yes, delete it' }).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // A new story's gallery takes three files at once, each with its progress.
    await page.goto(`${server.url}/admin/stories/new`);
    await page.getByRole('heading', { name: 'New story', level: 1 }).waitFor();
    const files = await Promise.all(
      [2, 3, 4].map(async (seed) => ({
        name: `gallery-${seed}.png`,
        mimeType: 'image/png',
        buffer: await png(seed),
      })),
    );
    const gallery = page.getByRole('group', { name: 'Gallery' });
    await gallery.locator('input[type="file"][multiple]').setInputFiles(files);
    // Each file has its own row in the uploads (its progress while it goes), then joins the gallery.
    const uploads = gallery.getByRole('list', { name: 'Uploads' });
    for (const file of files) await uploads.getByText(file.name).first().waitFor();
    await gallery.locator('ol > li').nth(2).waitFor();
    expect(await gallery.locator('ol > li').count()).toBe(3);
    expect(await gallery.locator('ol > li img').count()).toBe(3);
    expect(unexpected(errors)).toEqual([]);
  });

  it('image library: alt text in each language, read by the pages in that language', async () => {
    const url = await upload('translated-alt.png', 5);
    await page.goto(`${server.url}/admin/images?q=translated-alt`);
    const card = page.getByRole('listitem').filter({ hasText: 'translated-alt.png' });
    await card.getByRole('button', { name: /Edit alt text and focal point/ }).click();
    const dialog = page.getByRole('dialog', { name: /Picture: translated-alt/ });
    await dialog.getByLabel('Alt text', { exact: true }).fill('A midwife weighing a baby');
    await dialog.getByText('Alt text in other languages (0 of 8 written)').click();
    await dialog.getByLabel('Alt text in French').fill('Une sage-femme pèse un bébé');
    const arabic = dialog.getByLabel('Alt text in Arabic');
    expect(await arabic.getAttribute('dir')).toBe('rtl');
    await arabic.fill('قابلة تزن طفلا');
    expect(await axeViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Picture saved').first().waitFor();

    // Opened again, it says what was written; a page using the picture reads it in French.
    await card.getByRole('button', { name: /Edit alt text and focal point/ }).click();
    await dialog.getByText('Alt text in other languages (2 of 8 written)').waitFor();
    expect(await dialog.getByLabel('Alt text in French').inputValue()).toBe(
      'Une sage-femme pèse un bébé',
    );
    await dialog.getByRole('button', { name: 'Close' }).click();
    // A new advisor whose portrait gives no alt text of its own: the library's is read.
    const created = await api<{ id: number; version: number }>('post', '/api/admin/people', {
      document: {
        name: 'Amina Midwife',
        role: 'Advisor',
        team: 'advisory',
        portrait: { image: url, alt: '' },
        bio: '',
        translations: {},
      },
    });
    await api('post', `/api/admin/people/${created.id}/publish`, { version: created.version });
    const portraitIn = async (lang: string) =>
      (
        (await (await fetch(`${server.url}/api/content/people?lang=${lang}`)).json()) as {
          portrait: { src: string; alt: string } | null;
        }[]
      ).find((person) => person.portrait?.src === url)?.portrait?.alt;
    expect(await portraitIn('fr')).toBe('Une sage-femme pèse un bébé');
    expect(await portraitIn('ar')).toBe('قابلة تزن طفلا');
    expect(await portraitIn('sw')).toBe('A midwife weighing a baby');
    expect(unexpected(errors)).toEqual([]);
  });

  it('story: consent withdrawn now, after listing what disappears', async () => {
    const picture = await upload('consent-portrait.png', 5);
    const story = await api<{ id: number; version: number; document: { slug: string } }>(
      'post',
      '/api/admin/stories',
      {
        document: {
          title: 'A story to withdraw',
          category: 'Health',
          summary: 'A summary.',
          impact: '100 people',
          year: 2025,
          narrative: null,
          gallery: [{ image: picture, alt: 'A nurse at work' }],
          consentEndsAt: null,
          translations: {},
        },
      },
    );
    const published = await api<{ version: number }>(
      'post',
      `/api/admin/stories/${story.id}/publish`,
      { version: story.version },
    );
    // An article shows the same picture: it goes too.
    await api('post', '/api/admin/articles', {
      document: {
        headline: 'An article with the nurse',
        excerpt: 'Shows the portrait.',
        body: {
          type: 'doc',
          content: [{ type: 'image', attrs: { src: picture, alt: 'A nurse at work' } }],
        },
        authors: [],
        category: 'Insights',
        publishedAt: null,
        thumbnail: null,
        translations: {},
      },
    });
    expect(published.version).toBeGreaterThan(0);
    const storyAddress = `${server.url}/api/success-stories/${story.document.slug}`;
    expect((await fetch(storyAddress)).status).toBe(200);
    const pictureAnswer = await fetch(`${server.url}${picture}`);
    expect(pictureAnswer.headers.get('cache-control')).toBe('public, max-age=60, must-revalidate');

    await page.goto(`${server.url}/admin/stories/${story.id}`);
    await page.getByRole('button', { name: 'Withdraw consent now' }).click();
    const confirm = page.getByRole('dialog', { name: 'Withdraw consent now?' });
    const lost = confirm.getByRole('list', { name: 'What disappears' });
    await lost.getByText('“A story to withdraw”', { exact: false }).waitFor();
    await lost.getByText('consent-portrait.png', { exact: false }).waitFor();
    await lost.getByRole('link', { name: 'An article with the nurse' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await confirm.getByRole('button', { name: 'Withdraw now' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText('Consent ended: not public').first().waitFor();
    expect(await page.getByRole('button', { name: 'Withdraw consent now' }).count()).toBe(0);
    expect((await fetch(storyAddress)).status).toBe(404);
    expect((await fetch(`${server.url}${picture}`)).status).toBe(404);
    expect(unexpected(errors)).toEqual([]);
  });
});

import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { launchBrowser, signInAsStaff, startServer, type RunningServer } from './harness';

/**
 * A translator's round trip with XLIFF 2.0 on the Translations screen: staff download French
 * "missing and out of date", a unit with bold text and a link is translated (its codes kept), the
 * file is uploaded and the report says what changed; the French page shows the translation with
 * its bold and its link. A broken file is refused with the unit and line shown. axe finds nothing
 * on the screen.
 */

const ADMIN_EMAIL = 'staff@example.org';
const ADMIN_PASSWORD = 'a long staff password';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD, SESSION_SECRET: 'a'.repeat(40) });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  expect(await server?.stop()).toBe(0);
});

/** A published article written through the admin API from the signed-in page. */
async function publishedArticle(page: Page): Promise<{ id: number; slug: string }> {
  return page.evaluate(async () => {
    const json = (body: unknown) => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    const created = (await (
      await fetch(
        '/api/admin/articles',
        json({
          document: {
            headline: 'Budgets in the open',
            excerpt: 'How a state publishes its budget.',
            body: {
              type: 'doc',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    { type: 'text', text: 'Read ' },
                    { type: 'text', text: 'our report', marks: [{ type: 'bold' }] },
                    { type: 'text', text: ' and ' },
                    {
                      type: 'text',
                      text: 'the plan',
                      marks: [{ type: 'link', attrs: { href: '/how-we-work' } }],
                    },
                    { type: 'text', text: '.' },
                  ],
                },
              ],
            },
            authors: [],
            category: 'Insights',
            publishedAt: null,
            thumbnail: null,
            translations: {},
          },
        }),
      )
    ).json()) as { id: number; version: number; document: { slug: string } };
    const published = await fetch(
      `/api/admin/articles/${created.id}/publish`,
      json({ version: created.version }),
    );
    if (!published.ok) throw new Error(await published.text());
    return { id: created.id, slug: created.document.slug };
  });
}

/** Puts a target after the source of the unit's one segment. */
function translate(xml: string, unitId: string, target: string): string {
  const start = xml.indexOf(`<unit id="${unitId}"`);
  expect(start, `unit ${unitId} in the file`).toBeGreaterThan(-1);
  const close = xml.indexOf('</source>', start) + '</source>'.length;
  return `${xml.slice(0, close)}<target>${target}</target>${xml.slice(close)}`;
}

async function upload(page: Page, xml: string) {
  await page.getByLabel('Translated file to upload (French)').setInputFiles({
    name: 'translations-fr.xlf',
    mimeType: 'application/xliff+xml',
    buffer: Buffer.from(xml),
  });
  await page.getByRole('button', { name: 'Upload translations' }).click();
}

describe('XLIFF round trip in the admin', () => {
  it('exports French, imports a translation with bold and a link, and the site shows it', async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      acceptDownloads: true,
    });
    const page = await context.newPage();
    await signInAsStaff(page, `${server.url}/admin/`, ADMIN_EMAIL, ADMIN_PASSWORD);
    const article = await publishedArticle(page);

    await page.goto(`${server.url}/admin/translations?lang=fr`);
    await page.getByRole('heading', { name: 'Work in a translation tool' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await page
      .getByLabel('Texts to download in French')
      .selectOption({ label: 'Only what is missing or out of date' });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download XLIFF file' }).click(),
    ]);
    const file = await readFile((await download.path())!, 'utf8');
    expect(file).toContain('srcLang="en" trgLang="fr"');
    const unit = `articles.${article.id}`;
    expect(file).toMatch(
      new RegExp(
        `<unit id="${unit}.body"[\\s\\S]*?Read <pc id="1"[^>]*>our report</pc> and <pc id="2" type="link"`,
      ),
    );

    // The link left out: refused, the unit and line shown, nothing changed.
    const complete = translate(
      translate(file, `${unit}.headline`, 'Des budgets ouverts'),
      `${unit}.excerpt`,
      'Comment un État publie son budget.',
    );
    await upload(page, translate(complete, `${unit}.body`, 'Lisez <pc id="1">notre rapport</pc>.'));
    const alert = page.getByRole('alert');
    await alert.getByText(`${unit}.body`, { exact: true }).waitFor();
    expect(await alert.innerText()).toContain('A unit could not be imported');
    expect(await alert.innerText()).toMatch(/line \d+: segment 1 leaves out the code <pc id="2">/);
    expect(await axeViolations(page)).toEqual([]);

    await upload(
      page,
      translate(
        complete,
        `${unit}.body`,
        'Lisez <pc id="1">notre rapport</pc> et <pc id="2">le plan</pc>.',
      ),
    );
    await page.getByRole('status').getByText('3 texts translated into French.').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    // Each item of the list has its own file, now with the French as targets.
    const itemFile = `/api/admin/translations/fr/xliff?scope=all&item=${unit}`;
    expect(await page.locator(`a[href="${itemFile}"]`).count()).toBe(1);
    const again = await (await page.request.get(`${server.url}${itemFile}`)).text();
    expect(again).toMatch(/<target xml:space="preserve">Lisez <pc id="1"[^>]*>notre rapport<\/pc>/);
    await context.close();

    const visitor = await browser.newPage();
    await visitor.goto(`${server.url}/fr/insights/${article.slug}`);
    const main = visitor.locator('main');
    await main.getByRole('heading', { name: 'Des budgets ouverts', level: 1 }).waitFor();
    expect(await main.locator('strong', { hasText: 'notre rapport' }).count()).toBe(1);
    const link = main.getByRole('link', { name: 'le plan' });
    expect(await link.getAttribute('href')).toMatch(/\/how-we-work$/);
    expect(await main.innerText()).toContain('Lisez notre rapport et le plan.');
    await visitor.close();
  });
});

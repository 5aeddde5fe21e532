import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import {
  launchBrowser,
  partnerPage,
  signInAsStaff,
  startPartnerSite,
  startServer,
  watchErrors,
  type RunningServer,
} from './harness';
import { nuCheckerErrors } from './nu';
import { sitemapText } from './routes';

/**
 * Staff shape the site, in one sitting and without a restart, all through the staff
 * application: a PDF into the document library; a "Careers" page in English and French with rich
 * text, a row of figures, a list of documents holding the PDF, a story grid and two questions
 * and answers, published; a link to it after Programmes in the header and at the end of the
 * footer's column; "Read Full Story" reworded in English and French. Visitors then find, at
 * 390 px and 1366 px, in English, French and Arabic: the page with every block, the menu links,
 * the PDF downloading with its type and file name, the new wording on /impact and in a partner's
 * embed, the page in the sitemap and in site search.
 */

const ADMIN_EMAIL = 'comms@example.org';
const ADMIN_PASSWORD = 'a long communications password';
const READ_MORE = { en: 'Read the whole story', fr: 'Lire tout le récit' } as const;
const TITLE = { en: 'Careers', fr: 'Carrières', ar: 'Careers' } as const;
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let server: RunningServer;
let browser: Browser;
let partner: Awaited<ReturnType<typeof startPartnerSite>>;

beforeAll(async () => {
  server = await startServer({ ADMIN_EMAIL, ADMIN_PASSWORD, SESSION_SECRET: 's'.repeat(40) });
  browser = await launchBrowser();
  const grid = (lang: string) =>
    partnerPage(
      server.url,
      `<ia-story-grid api-base="${server.url}" lang="${lang}" limit="3"></ia-story-grid>`,
    );
  partner = await startPartnerSite({ '/en': grid('en'), '/fr': grid('fr'), '/ar': grid('ar') });
});

afterAll(async () => {
  await browser?.close();
  await partner?.close();
  expect(await server?.stop()).toBe(0);
});

const prefix = (lang: string) => (lang === 'en' ? '' : `/${lang}`);

/** Adds a block of `kind` to the page's body: the block's list item. */
async function addBlock(page: Page, kind: string, number: number): Promise<Locator> {
  await page.getByLabel('Kind of block').first().selectOption({ label: kind });
  await page.getByRole('button', { name: 'Add block' }).first().click();
  const block = page.getByRole('listitem', { name: `Block ${number}: ${kind}` });
  await block.waitFor();
  return block;
}

/** Types into the rich text editor of `scope` (the first one inside it). */
async function writeRichText(scope: Locator, text: string) {
  const editor = scope.locator('[contenteditable="true"]').first();
  await editor.click();
  await editor.pressSequentially(text);
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Save and publish' }).click();
  await page
    .getByRole('status')
    .filter({ hasText: /^(Published|Live\.)\s*Saved / })
    .first()
    .waitFor();
}

describe('staff shape the site', () => {
  it('a Careers page with its blocks, in the menus, and new wording: seen in en, fr and ar at 390 and 1366 px', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInAsStaff(page, `${server.url}/admin/`, ADMIN_EMAIL, ADMIN_PASSWORD);

    // A PDF into the library.
    await page.goto(`${server.url}/admin/documents`);
    await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
    await page.getByLabel('Choose documents to upload').setInputFiles({
      name: 'Programme officer.pdf',
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await page.getByRole('row').filter({ hasText: 'Programme officer' }).waitFor();

    // The page, its blocks in English.
    await page.goto(`${server.url}/admin/pages/new`);
    await page.getByRole('heading', { name: 'New page', level: 1 }).waitFor();
    await page.getByLabel(/^Title/).fill(TITLE.en);
    await page.getByLabel('Address', { exact: true }).fill('careers');
    await page.getByLabel(/^Description/).fill('Join the team that trains reform entrepreneurs.');

    const text = await addBlock(page, 'Rich text', 1);
    await writeRichText(text, 'We are hiring programme officers in Lagos and Nairobi.');

    const figures = await addBlock(page, 'Row of figures', 2);
    await figures.getByLabel(/^Heading/).fill('Our reach');
    for (let i = 0; i < 2; i += 1) {
      const add = figures.getByLabel('Add a figure');
      const option = await add.locator('option').nth(1).getAttribute('value');
      await add.selectOption(option!);
    }
    await expect.poll(() => figures.locator('ol > li').count()).toBe(2);

    const documents = await addBlock(page, 'List of documents', 3);
    await documents.getByLabel(/^Heading/).fill('Job descriptions');
    await documents.getByLabel('Find a document by its title').fill('programme officer');
    await documents.getByLabel(/Programme officer/).check();
    await documents
      .getByRole('list', { name: 'Documents: chosen, in the order listed' })
      .getByText(/Programme officer \(PDF/)
      .waitFor();

    const grid = await addBlock(page, 'Story grid', 4);
    await grid.getByLabel(/^Heading/).fill('Stories of our fellows');
    await grid.getByLabel(/^How many/).fill('3');

    const questions = await addBlock(page, 'Questions and answers', 5);
    await questions.getByLabel(/^Heading/).fill('Questions');
    const rows = questions.locator('ol > li');
    if ((await rows.count()) === 0) {
      await questions.getByRole('button', { name: 'Add a question' }).click();
    }
    await questions.getByRole('button', { name: 'Add a question' }).click();
    await expect.poll(() => rows.count()).toBe(2);
    const QA = [
      ['Who can apply?', 'Anyone living and working in Africa.'],
      ['When do you hire?', 'All year round, as programmes grow.'],
    ] as const;
    for (const [index, [question, answer]] of QA.entries()) {
      await rows
        .nth(index)
        .getByLabel(/^Question/)
        .fill(question);
      await writeRichText(rows.nth(index), answer);
    }
    expect(await axeViolations(page)).toEqual([]);
    await save(page);
    await page.waitForURL(/\/admin\/pages\/\d+(\?.*)?$/);
    const pageId = /\/admin\/pages\/(\d+)/.exec(page.url())![1]!;

    // Its French.
    await page.goto(`${server.url}/admin/pages/${pageId}?lang=fr`);
    await page.getByRole('heading', { name: TITLE.en, level: 1 }).waitFor();
    await page.getByLabel(/^Title/).fill(TITLE.fr);
    await writeRichText(
      page.getByRole('listitem', { name: /^Block 1: Rich text/ }),
      'Nous recrutons des chargés de programme.',
    );
    // A published page's changes go live with Save.
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Published\s*Saved / })
      .first()
      .waitFor();

    // The menus: after Programmes in the header, last in the footer's column.
    await page.goto(`${server.url}/admin/globals/navigation`);
    await page.getByRole('heading', { name: 'Menus', level: 1 }).waitFor();
    const header = page.getByRole('group', { name: 'Header menu' });
    await header.getByLabel('Kind of block').selectOption({ label: 'A page staff made' });
    await header.getByRole('button', { name: 'Add block' }).click();
    const inHeader = header.getByRole('listitem', { name: 'Block 6: A page staff made' });
    await inHeader.getByLabel(/^Label/).fill(TITLE.en);
    await inHeader.getByLabel(/^Page/).selectOption(pageId);
    await header.getByRole('button', { name: 'Earlier (block 6)' }).click();
    await header.getByRole('listitem', { name: 'Block 5: A page staff made' }).waitFor();
    const column = page.getByRole('group', { name: 'Links' });
    await column.getByLabel('Kind of block').selectOption({ label: 'A page staff made' });
    await column.getByRole('button', { name: 'Add block' }).click();
    const inFooter = column.getByRole('listitem', { name: 'Block 7: A page staff made' });
    await inFooter.getByLabel(/^Label/).fill(TITLE.en);
    await inFooter.getByLabel(/^Page/).selectOption(pageId);
    await save(page);
    await page.goto(`${server.url}/admin/globals/navigation?lang=fr`);
    await page.getByRole('heading', { name: 'Menus', level: 1 }).waitFor();
    for (const [group, block] of [
      ['Header menu', 'Block 5: A page staff made'],
      ['Links', 'Block 7: A page staff made'],
    ] as const) {
      await page
        .getByRole('group', { name: group })
        .getByRole('listitem', { name: block })
        .getByLabel(/^Label/)
        .fill(TITLE.fr);
    }
    await save(page);

    // "Read Full Story" in English and French.
    await page.goto(`${server.url}/admin/interface-texts`);
    await page.getByRole('heading', { name: 'Interface texts', level: 1 }).waitFor();
    for (const [lang, name] of [
      ['en', 'English'],
      ['fr', 'French'],
    ] as const) {
      await page.getByRole('combobox', { name: 'Language' }).selectOption(lang);
      await page.getByLabel('Search the texts').fill('storyGrid.readMore');
      const item = page.getByRole('listitem').filter({ hasText: 'storyGrid.readMore' });
      await item.getByLabel(`Your wording in ${name}`).fill(READ_MORE[lang]);
      await item.getByRole('button', { name: /^Save wording/ }).click();
      await page.getByText(`Saved your wording (${name})`).waitFor();
    }
    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    await context.close();

    // What visitors find, without a restart.
    const pdfHref = { value: '' };
    for (const lang of ['en', 'fr', 'ar'] as const) {
      const html = await (await fetch(`${server.url}${prefix(lang)}/careers`)).text();
      expect(html, lang).toContain(`>${TITLE[lang === 'fr' ? 'fr' : 'en']}</`);
      expect(html).toContain(
        lang === 'fr'
          ? 'Nous recrutons des chargés de programme.'
          : 'We are hiring programme officers in Lagos and Nairobi.',
      );
      for (const words of ['Our reach', 'Job descriptions', 'Stories of our fellows']) {
        expect(html, `${lang}: ${words}`).toContain(words);
      }
      // Questions and answers open without JavaScript: <details> with a <summary>.
      expect(html).toMatch(/<details[^>]*>\s*<summary[^>]*>[^<]*(<[^>]+>)*Who can apply\?/);
      expect(html).toContain('When do you hire?');
      pdfHref.value = /href="(\/documents\/[^"]+\.pdf)"/.exec(html)![1]!;
      // The story grid's cards say the new wording.
      if (lang !== 'ar') expect(html, lang).toContain(READ_MORE[lang]);
      // The menus link to the page.
      expect(html).toContain(`href="${prefix(lang)}/careers"`);
    }
    const pdf = await fetch(`${server.url}${pdfHref.value}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain('Programme officer.pdf');
    expect(Buffer.from(await pdf.arrayBuffer()).equals(PDF)).toBe(true);

    // In the browser, at each width and in each language.
    const visitor = await browser.newPage();
    const visitorErrors = watchErrors(visitor);
    for (const width of [390, 1366]) {
      await visitor.setViewportSize({ width, height: 900 });
      for (const lang of ['en', 'fr', 'ar'] as const) {
        const where = `${lang} at ${width} px`;
        await visitor.goto(`${server.url}${prefix(lang)}/`);
        if (width === 390) await visitor.locator('header button[aria-controls]').click();
        const menuLink = visitor.locator(`header nav:visible a[href="${prefix(lang)}/careers"]`);
        await menuLink.waitFor();
        expect(await menuLink.innerText(), where).toBe(lang === 'fr' ? TITLE.fr : TITLE.en);
        expect(
          await visitor.locator(`footer a[href="${prefix(lang)}/careers"]`).count(),
          where,
        ).toBe(1);
        await menuLink.click();
        await visitor.getByRole('heading', { level: 1 }).filter({ hasText: TITLE[lang] }).waitFor();
        expect(await visitor.locator('html').getAttribute('dir')).toBe(
          lang === 'ar' ? 'rtl' : 'ltr',
        );
        const question = visitor.locator('summary').filter({ hasText: 'Who can apply?' });
        await question.click();
        await visitor.getByText('Anyone living and working in Africa.').waitFor();
        expect(
          await visitor.evaluate(() => document.documentElement.scrollWidth <= innerWidth),
          where,
        ).toBe(true);
        expect(await axeViolations(visitor), where).toEqual([]);

        await visitor.goto(`${server.url}${prefix(lang)}/impact`);
        if (lang !== 'ar') await visitor.getByText(READ_MORE[lang]).first().waitFor();
      }
    }
    expect(visitorErrors).toEqual([]);

    // The partner's embed says the new wording.
    for (const lang of ['en', 'fr'] as const) {
      const embed = await browser.newPage();
      await embed.goto(`${partner.url}/${lang}`);
      await embed.waitForFunction(
        (words) =>
          document.querySelector('ia-story-grid')?.shadowRoot?.textContent?.includes(words),
        READ_MORE[lang],
        { timeout: 20_000 },
      );
      await embed.close();
    }

    // In the sitemap and in site search; the Nu HTML Checker finds no error.
    const sitemap = await sitemapText(server.url);
    expect(sitemap).toContain(`${server.url}/careers`);
    expect(sitemap).toContain(`${server.url}/fr/careers`);
    const search = await (await fetch(`${server.url}/search?q=careers`)).text();
    expect(search).toContain('href="/careers"');
    const nu = await nuCheckerErrors(server.url, ['/careers', '/fr/careers', '/ar/careers']);
    expect(nu.errors).toEqual([]);
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe';
import { staffSite, watchErrors } from './harness';

/**
 * The site's menus are content (the `navigation` global): staff add a link to a page they made
 * after Programmes in the header and at the end of a footer column, in English, French and
 * Arabic, and the site shows it at once, on a phone (the menu button) and a laptop, in each
 * language. Unpublished, the page is flagged in the menus' editor and its links leave the site.
 */

const staff = staffSite('menus@example.org', 'a long menus password');
const FLAG = 'This page is not published: visitors do not see this link.';

let pageId: number;
let pageVersion: number;

beforeAll(async () => {
  const created = await staff.api<{ id: number; version: number }>('POST', '/api/admin/pages', {
    document: {
      title: 'Careers',
      slug: 'careers',
      body: [],
      translations: { fr: { title: 'Carrières' }, ar: { title: 'الوظائف' } },
    },
  });
  const published = await staff.api<{ version: number }>(
    'POST',
    `/api/admin/pages/${created.id}/publish`,
    { version: created.version },
  );
  pageId = created.id;
  pageVersion = published.version;
});

const LABELS = { en: 'Careers', fr: 'Carrières', ar: 'الوظائف' } as const;
const prefix = (lang: keyof typeof LABELS) => (lang === 'en' ? '' : `/${lang}`);

/** The header's links as a visitor finds them (the menu opened first on a phone). */
async function headerLinks(page: Page, phone: boolean) {
  if (phone) {
    const toggle = page.locator('header button[aria-controls]');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }
  const nav = page.locator('header nav:visible').first();
  await nav.locator('a').first().waitFor();
  return nav.locator('li > a').evaluateAll((links) =>
    links.map((link) => ({
      text: (link.textContent ?? '').trim(),
      href: link.getAttribute('href') ?? '',
    })),
  );
}

async function footerLinks(page: Page) {
  return page.locator('footer nav a').evaluateAll((links) =>
    links.map((link) => ({
      text: (link.textContent ?? '').trim(),
      href: link.getAttribute('href') ?? '',
    })),
  );
}

describe('the menus', () => {
  it('take a link staff add after Programmes, shown in every language at 390 and 1366 px; an unpublished page leaves them', async () => {
    const page = await staff.browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchErrors(page);
    await staff.signIn(page);

    await page.goto(`${staff.server.url}/admin/globals/navigation`);
    await page.getByRole('heading', { name: 'Menus', level: 1 }).waitFor();

    // The header: a link to the new page, at the end, then moved before Impact.
    const header = page.getByRole('group', { name: 'Header menu' });
    await header.getByLabel('Kind of block').selectOption({ label: 'A page staff made' });
    await header.getByRole('button', { name: 'Add block' }).click();
    const added = header.getByRole('listitem', { name: 'Block 6: A page staff made' });
    await added.getByLabel(/^Label/).fill('Careers');
    await added.getByLabel(/^Page/).selectOption(String(pageId));
    await header.getByRole('button', { name: 'Earlier (block 6)' }).click();
    await header.getByRole('listitem', { name: 'Block 5: A page staff made' }).waitFor();
    await header.getByRole('listitem', { name: 'Block 6: A page of the site' }).waitFor();

    // The footer's column: the same page at its end.
    const column = page.getByRole('group', { name: 'Links' });
    await column.getByLabel('Kind of block').selectOption({ label: 'A page staff made' });
    await column.getByRole('button', { name: 'Add block' }).click();
    const inFooter = column.getByRole('listitem', { name: 'Block 7: A page staff made' });
    await inFooter.getByLabel(/^Label/).fill('Careers');
    await inFooter.getByLabel(/^Page/).selectOption(String(pageId));
    expect(await page.getByText(FLAG).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Save and publish' }).click();
    await page
      .getByRole('status')
      .getByText(/^Live\. Saved /)
      .waitFor();

    // Its words in French and Arabic.
    for (const lang of ['fr', 'ar'] as const) {
      await page.goto(`${staff.server.url}/admin/globals/navigation?lang=${lang}`);
      await page.getByRole('heading', { name: 'Menus', level: 1 }).waitFor();
      await page
        .getByRole('group', { name: 'Header menu' })
        .getByRole('listitem', { name: 'Block 5: A page staff made' })
        .getByLabel(/^Label/)
        .fill(LABELS[lang]);
      await page
        .getByRole('group', { name: 'Links' })
        .getByRole('listitem', { name: 'Block 7: A page staff made' })
        .getByLabel(/^Label/)
        .fill(LABELS[lang]);
      await page.getByRole('button', { name: 'Save and publish' }).click();
      await page
        .getByRole('status')
        .getByText(/^Live\. Saved /)
        .waitFor();
    }

    // The site, without a restart: after Programmes in the header, last in the footer column.
    const site = await staff.browser.newPage();
    const siteErrors = watchErrors(site);
    for (const width of [390, 1366]) {
      await site.setViewportSize({ width, height: 900 });
      for (const lang of ['en', 'fr', 'ar'] as const) {
        const home = `${staff.server.url}${prefix(lang)}/`;
        // The server's HTML has them before any script runs.
        const html = await (await fetch(home)).text();
        expect(html, lang).toContain(`href="${prefix(lang)}/careers"`);
        await site.goto(home);
        const links = await headerLinks(site, width === 390);
        const at = links.findIndex((link) => link.href === `${prefix(lang)}/programs`);
        expect(at, `${lang} ${width}`).toBe(3);
        expect(links[at + 1], `${lang} ${width}`).toEqual({
          text: LABELS[lang],
          href: `${prefix(lang)}/careers`,
        });
        expect(links[at + 2]!.href).toBe(`${prefix(lang)}/impact`);
        const footer = await footerLinks(site);
        expect(footer.filter((link) => link.href === `${prefix(lang)}/careers`)).toEqual([
          { text: LABELS[lang], href: `${prefix(lang)}/careers` },
        ]);
        expect(await site.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
        expect(await axeViolations(site), `${lang} ${width}`).toEqual([]);
      }
    }
    // The link leads to the page.
    await site.goto(`${staff.server.url}/fr/`);
    await site.locator('footer nav a[href="/fr/careers"]').click();
    await site.getByRole('heading', { name: 'Carrières', level: 1 }).waitFor();

    // Unpublished: flagged in the menus' editor, gone from the site.
    await staff.api('POST', `/api/admin/pages/${pageId}/unpublish`, { version: pageVersion });
    await page.goto(`${staff.server.url}/admin/globals/navigation`);
    await page.getByRole('heading', { name: 'Menus', level: 1 }).waitFor();
    await page.getByText(FLAG).first().waitFor();
    expect(await page.getByText(FLAG).count()).toBe(2);
    const flagged = page
      .getByRole('group', { name: 'Header menu' })
      .getByRole('listitem', { name: 'Block 5: A page staff made' })
      .getByLabel(/^Page/);
    expect(await flagged.getAttribute('aria-describedby')).toContain('-hidden');
    expect(await axeViolations(page)).toEqual([]);
    for (const width of [390, 1366]) {
      await site.setViewportSize({ width, height: 900 });
      for (const lang of ['en', 'fr', 'ar'] as const) {
        await site.goto(`${staff.server.url}${prefix(lang)}/`);
        const links = await headerLinks(site, width === 390);
        expect(links.map((link) => link.href)).not.toContain(`${prefix(lang)}/careers`);
        expect(links.filter((link) => link.href.endsWith('/programs'))).toHaveLength(1);
        expect(await footerLinks(site)).not.toContainEqual(
          expect.objectContaining({ href: `${prefix(lang)}/careers` }),
        );
      }
    }

    expect(errors.filter((e) => !/status of 401/.test(e))).toEqual([]);
    expect(siteErrors).toEqual([]);
    await site.close();
    await page.close();
  }, 180_000);

  it('open a menu of links in the header by keyboard on a laptop, and under its name on a phone', async () => {
    const record = await staff.api<{ version: number; document: { header: unknown[] } }>(
      'GET',
      '/api/admin/globals/navigation',
    );
    await staff.api('PUT', '/api/admin/globals/navigation', {
      version: record.version,
      document: {
        ...record.document,
        header: [
          ...record.document.header,
          {
            type: 'menu',
            label: 'More',
            links: [
              { type: 'sitePage', label: 'Insights & News', target: '/insights' },
              { type: 'sitePage', label: 'Portfolio', target: '/portfolio' },
            ],
          },
        ],
      },
    });
    const site = await staff.browser.newPage({ viewport: { width: 1366, height: 900 } });
    const errors = watchErrors(site);
    await site.goto(`${staff.server.url}/`);
    const more = site.locator('header nav:visible summary', { hasText: 'More' });
    const news = site.locator('header nav:visible a[href="/insights"]');
    expect(await news.isVisible()).toBe(false);
    await more.focus();
    await site.keyboard.press('Enter');
    await news.waitFor();
    expect(await axeViolations(site)).toEqual([]);
    await site.keyboard.press('Escape');
    await news.waitFor({ state: 'hidden' });
    expect(await site.evaluate(() => document.activeElement?.tagName)).toBe('SUMMARY');
    await more.click();
    await news.click();
    await site.waitForURL(`${staff.server.url}/insights`);
    await news.waitFor({ state: 'hidden' });

    await site.setViewportSize({ width: 390, height: 844 });
    await site.goto(`${staff.server.url}/fr/`);
    await site.locator('header button[aria-controls]').click();
    await site.locator('header nav:visible summary', { hasText: 'More' }).click();
    await site.locator('header nav:visible a[href="/fr/portfolio"]').click();
    await site.waitForURL(`${staff.server.url}/fr/portfolio`);
    expect(errors).toEqual([]);
    await site.close();
  }, 60_000);
});

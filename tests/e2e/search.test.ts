import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { watchErrors, type RunningServer, openSite, closeSite } from './harness';

/**
 * The site-wide search as a visitor uses it, in English, French and Arabic: opened from the
 * header of a page, one word typed finds a story, an article and a page together (in Arabic a
 * word the story only has with its article); then a story, an article and a page each found by
 * what they are called in that language and opened from the results; the results are in the
 * server's HTML (the form is a plain GET).
 */

let server: RunningServer;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openSite()));
afterAll(() => closeSite({ server, browser }));

const LANGUAGES = [
  { lang: 'en', prefix: '', search: 'Search', word: 'Lagos' },
  { lang: 'fr', prefix: '/fr', search: 'Rechercher', word: 'lagos' },
  // "المدارس" (the schools) in the story's title, "مدارس" in the article.
  { lang: 'ar', prefix: '/ar', search: 'بحث', word: 'مدارس' },
] as const;

/** What to look for in `lang`: a story, an article and a page written in it. */
async function targets(lang: string, prefix: string) {
  const json = async <T>(path: string) => (await (await fetch(`${server.url}${path}`)).json()) as T;
  const stories = await json<{ slug: string; title: string; lang: string }[]>(
    `/api/success-stories?lang=${lang}&pageSize=100`,
  );
  const articles = await json<{ slug: string; headline: string; lang: string }[]>(
    `/api/articles?lang=${lang}&pageSize=100`,
  );
  const about = await json<{ title: string }>(`/api/globals/about-page?lang=${lang}`);
  const story = stories.find((item) => item.lang === lang)!;
  const article = articles.find((item) => item.lang === lang)!;
  return [
    { kind: 'story', title: story.title, path: `${prefix}/success-stories/${story.slug}` },
    { kind: 'article', title: article.headline, path: `${prefix}/insights/${article.slug}` },
    { kind: 'page', title: about.title, path: `${prefix}/about` },
  ];
}

describe('searching the site from the header', () => {
  for (const { lang, prefix, search, word } of LANGUAGES) {
    it(`finds a story, an article and a page in ${lang}`, async () => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      const errors = watchErrors(page);
      await page.goto(`${server.url}${prefix}/about`);
      await page.getByRole('banner').getByRole('link', { name: search, exact: true }).click();
      await page.waitForURL(`${server.url}${prefix}/search`);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(
        lang === 'ar' ? 'rtl' : 'ltr',
      );
      // One word typed: a story, an article and a page among the results, in the page's language.
      await page.getByRole('searchbox').fill(word);
      await page.getByRole('searchbox').press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === word);
      const found = page.getByRole('main').getByRole('list').first().getByRole('heading');
      await found.first().waitFor();
      const hrefs = await found
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      const inLanguage = hrefs.filter((href) => href.startsWith(`${prefix}/`));
      expect(inLanguage.some((href) => href.startsWith(`${prefix}/success-stories/`))).toBe(true);
      expect(inLanguage.some((href) => href.startsWith(`${prefix}/insights/`))).toBe(true);
      expect(
        inLanguage.some((href) => !/\/(success-stories|insights)\//.test(href)),
        hrefs.join(' '),
      ).toBe(true);
      expect(await page.locator('main mark').count()).toBeGreaterThan(0);
      for (const target of await targets(lang, prefix)) {
        const box = page.getByRole('searchbox');
        await box.fill(target.title);
        await box.press('Enter');
        await page.waitForURL((url) => url.searchParams.get('q') === target.title);
        const results = page.getByRole('main').getByRole('list').first();
        const link = results.getByRole('link', { name: target.title, exact: true }).first();
        await link.waitFor();
        expect(await link.getAttribute('href'), target.kind).toBe(target.path);
        // The words searched for are marked in the results.
        expect(await page.locator('main mark').count(), target.kind).toBeGreaterThan(0);
        // Server-rendered: the same results without any script.
        const html = await (
          await fetch(`${server.url}${prefix}/search?q=${encodeURIComponent(target.title)}`)
        ).text();
        expect(html).toContain(`href="${target.path}"`);
      }
      // A result opens its page.
      const [story] = await targets(lang, prefix);
      await page.getByRole('searchbox').fill(story!.title);
      await page.getByRole('searchbox').press('Enter');
      await page.waitForURL((url) => url.searchParams.get('q') === story!.title);
      await page
        .getByRole('main')
        .getByRole('link', { name: story!.title, exact: true })
        .first()
        .click();
      await page.waitForURL(`${server.url}${story!.path}`);
      expect(await page.locator('h1').first().textContent()).toBe(story!.title);
      expect(errors).toEqual([]);
      await page.close();
    });
  }

  it('says so when nothing is found, and keeps what was typed', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${server.url}/fr/search?q=${encodeURIComponent('zzqx introuvable')}`);
    await page.getByText(/^Aucun résultat pour «\s?zzqx introuvable\s?»\.$/).waitFor();
    expect(await page.getByRole('searchbox').inputValue()).toBe('zzqx introuvable');
    await page.close();
  });
});

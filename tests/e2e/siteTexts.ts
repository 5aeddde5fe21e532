import type { Browser } from 'playwright-core';

/**
 * What a visitor reads on a page as the server rendered it (no script runs): its headings with
 * their levels, and every line of visible text in order. The content-model test compares these
 * for every route in English, French and Arabic with the fixture taken from the site before its
 * content moved into the database (tests/fixtures/site-texts.json).
 */
export interface PageTexts {
  headings: string[];
  lines: string[];
}

export const TEXT_LANGUAGES = ['en', 'fr', 'ar'] as const;

/** Paths of the routes compared (language prefix added per language); stories and articles by slug. */
export function textRoutes(storySlug: string, articleSlug: string): string[] {
  return [
    '/',
    '/about',
    '/programs',
    '/portfolio',
    '/contact',
    '/collaborative-partners',
    '/our-history',
    '/how-we-work',
    '/impact',
    `/impact/${storySlug}`,
    '/success-stories',
    `/success-stories/${storySlug}`,
    '/insights',
    `/insights/${articleSlug}`,
    '/privacy',
    '/terms',
    '/embed',
    '/no/such/page',
  ];
}

export const localized = (language: string, path: string) =>
  language === 'en' ? path : path === '/' ? `/${language}/` : `/${language}${path}`;

/** The texts of one page, at desktop width, scripts off (the server's HTML as it arrives). */
export async function pageTexts(browser: Browser, url: string): Promise<PageTexts> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1366, height: 900 },
  });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'load' });
    return await page.evaluate(() => {
      // The server's own address (in the embed page's code samples) is the same everywhere.
      const clean = (text: string) =>
        text.replace(/\s+/g, ' ').trim().split(window.location.origin).join('{origin}');
      const headings = [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')]
        .filter((h) => (h as HTMLElement).offsetParent !== null || h.getClientRects().length > 0)
        .map((h) => `${h.tagName.toLowerCase()} ${clean((h as HTMLElement).innerText)}`);
      const lines = document.body.innerText
        .split('\n')
        .map(clean)
        .filter((line) => line !== '');
      return { headings, lines };
    });
  } finally {
    await context.close();
  }
}

/**
 * Where `before` is not found in `after`: every heading the same and in order, every line of
 * `before` (as `translate` gives it) still there in order (new lines may come between them, such
 * as a figure's source).
 */
export function textDifferences(
  before: PageTexts,
  after: PageTexts,
  translate: (line: string) => string = (line) => line,
): string[] {
  const problems: string[] = [];
  if (JSON.stringify(before.headings) !== JSON.stringify(after.headings)) {
    problems.push(
      `headings differ:\n  before ${JSON.stringify(before.headings)}\n  after  ${JSON.stringify(after.headings)}`,
    );
  }
  let at = 0;
  for (const line of before.lines.map(translate)) {
    const found = after.lines.indexOf(line, at);
    if (found === -1) {
      problems.push(`line missing (or out of order): ${JSON.stringify(line)}`);
    } else {
      at = found + 1;
    }
  }
  return problems;
}

/**
 * The texts of a page; for a list shown a page at a time (success stories, insights), of all
 * its pages in turn (the first page's heading once), as the whole list was one page when the
 * fixture was first taken. A later page's items are the headings the first page did not have
 * (the sign-up form's heading is on each page); a page without any ends the list.
 */
export async function allPagesTexts(browser: Browser, url: string): Promise<PageTexts> {
  const first = await pageTexts(browser, url);
  if (!/\/(success-stories|insights)$/.test(new URL(url).pathname)) return first;
  const all = { headings: [...first.headings], lines: [...first.lines] };
  for (let page = 2; page < 50; page += 1) {
    const next = await pageTexts(browser, `${url}?page=${page}`);
    const items = next.headings.filter(
      (heading) => !heading.startsWith('h1 ') && !first.headings.includes(heading),
    );
    if (items.length === 0) break;
    all.headings.push(...items);
    all.lines.push(...next.lines);
  }
  return all;
}

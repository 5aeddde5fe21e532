import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryName } from '../../packages/widgets/src/i18n/categories.ts';
import { repoRoot, type RunningServer, openSite, closeSite } from './harness';
import { allPagesTexts, textDifferences, type PageTexts } from './siteTexts';

/**
 * A fresh start shows exactly the site as it was before its content moved into the database:
 * every route in English, French and Arabic has the same headings, in order, and every line of
 * text it had (tests/fixtures/site-texts.json, taken from the site when that content still
 * lived in source files). New lines may come between them (a figure's "Source"), none may go.
 * A list now shown a page at a time is read through all its pages.
 */

const fixture = JSON.parse(
  readFileSync(join(repoRoot, 'tests/fixtures/site-texts.json'), 'utf8'),
) as { story: string; article: string; pages: Record<string, PageTexts> };

let server: RunningServer;
let browser: Browser;

beforeAll(async () => ({ server, browser } = await openSite()));
afterAll(() => closeSite({ server, browser }));

describe('the site on a fresh start', () => {
  it('shows every route in en, fr and ar as the site did before its content moved', async () => {
    const problems: string[] = [];
    for (const [address, before] of Object.entries(fixture.pages)) {
      const after = await allPagesTexts(browser, `${server.url}${address}`);
      // Story and article categories were shown in English everywhere then; the widgets now
      // name them in the page's language (a line that is exactly a known category).
      const language = /^\/(fr|ar)\//.exec(address)?.[1] ?? 'en';
      const translate = (line: string) =>
        categoryName(line, language, 'none').lang === 'none'
          ? line
          : categoryName(line, language).text;
      for (const problem of textDifferences(before, after, translate)) {
        problems.push(`${address}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  }, 240_000);
});

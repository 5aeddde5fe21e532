/**
 * Writes tests/fixtures/site-texts.json: the headings and text lines of every route in en, fr
 * and ar, read from a freshly started server (built first) with the demo content. Taken once
 * from the site before its content moved into the database; tests/e2e/content-model.test.ts
 * compares a fresh start against it. Run: `npx vite-node scripts/site-texts.ts` (or tsx).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstContent } from '../tests/e2e/routes.ts';
import { launchBrowser, repoRoot, startServer } from '../tests/e2e/harness.ts';
import {
  localized,
  pageTexts,
  TEXT_LANGUAGES,
  textRoutes,
  type PageTexts,
} from '../tests/e2e/siteTexts.ts';

const server = await startServer();
const browser = await launchBrowser();
try {
  const { story, article } = await firstContent(server.url);
  const out: Record<string, PageTexts> = {};
  for (const language of TEXT_LANGUAGES) {
    for (const path of textRoutes(story.slug, article.slug)) {
      const address = localized(language, path);
      out[address] = await pageTexts(browser, `${server.url}${address}`);
    }
  }
  const dir = join(repoRoot, 'tests/fixtures');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'site-texts.json'),
    `${JSON.stringify({ story: story.slug, article: article.slug, pages: out }, null, 1)}\n`,
  );
  console.log(`${Object.keys(out).length} pages written`);
} finally {
  await browser.close();
  await server.stop();
}

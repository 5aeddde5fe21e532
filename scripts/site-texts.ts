/**
 * Writes tests/fixtures/site-texts.json: the headings and text lines of every route in en, fr
 * and ar (a list through all its pages), read from a freshly started server (built first) with
 * the demo content. First taken from the site before its content moved into the database, taken
 * again when the demo content was translated; tests/e2e/site-texts.test.ts compares a fresh
 * start against it. Run after `npm run build` (bundled by esbuild beside the tests it imports):
 *   npx esbuild scripts/site-texts.ts --bundle --platform=node --format=esm --packages=external \
 *     --outfile=tests/e2e/site-texts-run.mjs && node tests/e2e/site-texts-run.mjs; rm tests/e2e/site-texts-run.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { firstContent } from '../tests/e2e/routes.ts';
import { launchBrowser, repoRoot, startServer } from '../tests/e2e/harness.ts';
import {
  allPagesTexts,
  localized,
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
      out[address] = await allPagesTexts(browser, `${server.url}${address}`);
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

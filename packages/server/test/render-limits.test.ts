import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RENDER_CONCURRENCY } from '../src/site/pages.js';
import { startTestServer, type TestServer } from './helpers.js';

/**
 * A render flood: only the query parameters a page reads make a distinct page (others are
 * ignored for rendering and caching), and renders beyond the concurrency limit wait or are
 * refused with 503 and Retry-After, while pages already rendered keep being answered at once.
 *
 * The render entry keeps the contract of the site's (packages/shared/src/render.ts) and takes
 * 150 ms of work per page, as a real render does (about 100 ms for the home page here), counting
 * the renders it runs at once.
 */
const renderEntry = `
  let renders = 0;
  let running = 0;
  let most = 0;
  const asked = [];
  export function createRenderer() {
    return {
      async render({ url }) {
        renders += 1;
        running += 1;
        most = Math.max(most, running);
        asked.push(url);
        await new Promise((resolve) => setTimeout(resolve, 150));
        running -= 1;
        const html = '<!doctype html><html lang="en"><head><title>' + url + '</title></head><body></body></html>';
        return { type: 'page', status: 200, html, language: 'en', inlineScripts: [], framable: false };
      },
      feedTexts: () => ({ title: { text: 'Feed', lang: 'en' }, subtitle: { text: 'News', lang: 'en' } }),
      categoryName: (category) => ({ text: category, lang: 'en' }),
      pages: { indexable: ['/'], story: (s) => '/s/' + s, article: (s) => '/a/' + s, storyCard: (s) => '/c/' + s, storySlugOf: () => undefined, articleSlugOf: () => undefined, authorSlugOf: () => undefined },
    };
  }
  export const counts = () => ({ renders, most, asked: [...asked] });
`;

let server: TestServer;
let folder: string;
let entry: { counts(): { renders: number; most: number; asked: string[] } };

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'ia-render-test-'));
  const site = join(folder, 'site');
  await mkdir(join(site, 'client', '.vite'), { recursive: true });
  await mkdir(join(site, 'server'), { recursive: true });
  await writeFile(join(site, 'client', '.vite', 'manifest.json'), '{}');
  await writeFile(join(site, 'server', 'render.js'), renderEntry);
  server = await startTestServer({ seed: false, env: { SITE_DIR: site } });
  entry = (await import(join(site, 'server', 'render.js'))) as typeof entry;
});
afterAll(async () => {
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('page renders', () => {
  it('render one page for every query string that differs only in parameters no page reads', async () => {
    const before = entry.counts().renders;
    const first = await fetch(`${server.url}/impact?page=2&q=water`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('<title>/impact?q=water&page=2</title>');
    for (const search of [
      '?page=2&q=water&utm_source=x',
      '?q=water&page=2',
      '?q=water&page=2&page=3',
      '?q=water&page=2&nonce=1',
      '?nonce=2&q=water&page=2',
    ]) {
      expect((await fetch(`${server.url}/impact${search}`)).status, search).toBe(200);
    }
    expect(entry.counts().renders - before).toBe(1);
    // A parameter a page reads is another page.
    await fetch(`${server.url}/impact?page=3&q=water`);
    expect(entry.counts().renders - before).toBe(2);
    expect(entry.counts().asked.some((url) => url.includes('nonce') || url.includes('utm'))).toBe(
      false,
    );
  });

  it(`run at most ${RENDER_CONCURRENCY} at once; a flood is refused with 503 and Retry-After, and rendered pages still answer`, async () => {
    await fetch(`${server.url}/about`);
    const flood = Array.from({ length: 60 }, (_, i) =>
      fetch(`${server.url}/impact?q=flood${i}`).then(async (response) => ({
        status: response.status,
        retryAfter: response.headers.get('retry-after'),
      })),
    );
    // A visitor reading a page already rendered is answered at once meanwhile.
    const started = Date.now();
    const visitor = await fetch(`${server.url}/about`);
    expect(visitor.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(500);

    const answers = await Promise.all(flood);
    expect(entry.counts().most).toBeLessThanOrEqual(RENDER_CONCURRENCY);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.every((answer) => answer.retryAfter === '1')).toBe(true);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 503)).toBe(true);
  });
});

import type { ApiAnswer } from '@ia/shared';
import { sampleArticles } from '@ia/widgets/InsightsFeed/articleMocks.ts';
import { sampleStories, summaryOf } from '@ia/widgets/mocks/stories.ts';
import { describe, expect, it } from 'vitest';
import { createRenderer } from '../entry-server';
import { SAMPLE_MANIFEST, sampleApi, textOf } from '../test/renderSitePage';

/** 30 stories and 23 articles, paged as the server pages them (12 when no page size is asked). */
const STORIES = Array.from({ length: 30 }, (_, i) => ({
  ...summaryOf(sampleStories[i % sampleStories.length]!),
  id: i + 1,
  slug: `story-${i + 1}`,
  title: `Story number ${i + 1}`,
}));
const ARTICLES = Array.from({ length: 23 }, (_, i) => {
  const { body: _body, ...summary } = sampleArticles[i % sampleArticles.length]!;
  return { ...summary, id: i + 1, slug: `article-${i + 1}`, headline: `Article number ${i + 1}` };
});
const asked: string[] = [];

async function manyItemsApi(pathAndQuery: string): Promise<ApiAnswer> {
  const url = new URL(pathAndQuery, 'http://site.test');
  const items =
    url.pathname === '/api/success-stories'
      ? STORIES
      : url.pathname === '/api/articles'
        ? ARTICLES
        : undefined;
  if (url.pathname === '/api/search') {
    // A word most of the site has: the latest 1,000 matches ranked, and more beyond.
    const page = Number(url.searchParams.get('page') ?? 1);
    return {
      status: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        q: url.searchParams.get('q'),
        items: [
          {
            type: 'story',
            path: '/success-stories/story-1',
            title: 'Story number 1',
            snippet: 'Health in Lagos.',
            highlights: [[0, 6]],
            lang: 'en',
          },
        ],
        total: 1000,
        more: true,
        page,
        pages: 100,
      }),
    };
  }
  if (!items) return sampleApi(pathAndQuery);
  asked.push(pathAndQuery);
  const page = Number(url.searchParams.get('page') ?? 1);
  const size = Math.min(Number(url.searchParams.get('pageSize') ?? 12), 100);
  return {
    status: 200,
    headers: { 'content-type': 'application/json', 'x-total-count': String(items.length) },
    body: JSON.stringify(items.slice((page - 1) * size, page * size)),
  };
}

const renderer = createRenderer({
  manifest: SAMPLE_MANIFEST,
  site: { siteName: 'Initiative for Africa' },
  fetchApi: manyItemsApi,
  imageInfo: async () => ({ width: 1280, height: 800, contentType: 'image/jpeg' }),
});

async function render(url: string): Promise<string> {
  const result = await renderer.render({ url, origin: 'https://example.org' });
  if (result.type !== 'page') throw new Error(`${url} redirects`);
  return result.html;
}

const mainOf = (html: string) => /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
const pagerOf = (html: string) =>
  /<nav aria-label="(Pages|Kurasa|الصفحات)"[\s\S]*?<\/nav>/.exec(html)?.[0];
const hrefs = (html: string) => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1]!);

describe('the list pages show one page at a time with a pager', () => {
  it('/success-stories: 12 stories, then the next 12 on ?page=2, the rest on the last page', async () => {
    const first = mainOf(await render('/success-stories'));
    const titles = (html: string) =>
      [...html.matchAll(/Story number (\d+)/g)].map((m) => Number(m[1]));
    expect(new Set(titles(first))).toEqual(new Set(Array.from({ length: 12 }, (_, i) => i + 1)));
    const pager = pagerOf(first)!;
    expect(textOf(pager)).toContain('Page 1 of 3');
    expect(hrefs(pager)).toEqual([
      '/success-stories',
      '/success-stories?page=2',
      '/success-stories?page=3',
      '/success-stories?page=2',
    ]);
    expect(pager).toContain('aria-current="page"');

    // Each page is its own address to search engines, in every language.
    const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonicalOf(await render('/success-stories'))).toBe(
      'https://example.org/success-stories',
    );
    expect(canonicalOf(await render('/fr/success-stories?page=2'))).toBe(
      'https://example.org/fr/success-stories?page=2',
    );
    expect(canonicalOf(await render('/insights?page=2'))).toBe(
      'https://example.org/insights?page=2',
    );

    const second = mainOf(await render('/success-stories?page=2'));
    expect(new Set(titles(second))).toEqual(new Set(Array.from({ length: 12 }, (_, i) => i + 13)));
    expect(textOf(pagerOf(second)!)).toContain('Page 2 of 3');
    expect(hrefs(pagerOf(second)!)).toContain('/success-stories');

    const last = mainOf(await render('/success-stories?page=3'));
    expect(new Set(titles(last))).toEqual(new Set(Array.from({ length: 6 }, (_, i) => i + 25)));
    // Never the whole list: every request asked for a page.
    expect(asked.filter((query) => query.startsWith('/api/success-stories'))).not.toContainEqual(
      expect.not.stringMatching(/pageSize=/),
    );
  });

  it('/insights: 10 articles a page; the language versions keep their prefix and copy', async () => {
    const first = mainOf(await render('/insights'));
    expect([...first.matchAll(/Article number (\d+)/g)]).toHaveLength(10);
    expect(textOf(pagerOf(first)!)).toContain('Page 1 of 3');
    const french = mainOf(await render('/fr/insights?page=3'));
    expect([...french.matchAll(/Article number (\d+)/g)].map((m) => Number(m[1]))).toEqual([
      21, 22, 23,
    ]);
    const pager = pagerOf(french)!;
    expect(textOf(pager)).toContain('Page 3 sur 3');
    expect(hrefs(pager)).toContain('/fr/insights?page=2');
    expect(hrefs(pager)).toContain('/fr/insights');
  });

  it('/search: a word most of the site has says there are more than it shows', async () => {
    const page = textOf(mainOf(await render('/search?q=health')));
    expect(page).toContain('More than 1,000 results for “health”');
    expect(textOf(pagerOf(mainOf(await render('/search?q=health')))!)).toContain('Page 1 of 100');
    const french = textOf(mainOf(await render('/fr/search?q=sante')));
    // French puts no-break spaces in numbers and inside guillemets.
    expect(french.replace(/[\u00a0\u202f]/g, ' ')).toContain(
      'Plus de 1 000 résultats pour « sante »',
    );
  });
});

import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ApiAnswer, type RenderResult } from '@ia/shared';
import { sampleArticles } from '@ia/widgets/InsightsFeed/articleMocks.ts';
import { sampleStories, summaryOf } from '@ia/widgets/mocks/stories.ts';
import { inject } from 'vitest';
import { createRenderer } from '../entry-server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The address of a real server holding the seed content (test/content-server.ts). */
    contentApi: string;
  }
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): ApiAnswer => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/**
 * The site's API as the server answers it: the content model's reads (pages, figures, people…)
 * from a real server holding the seed content (test/content-server.ts), and sample stories and
 * articles: lists (with the page size the widgets ask for), details and the contract's 404.
 */
export async function sampleApi(pathAndQuery: string): Promise<ApiAnswer> {
  const url = new URL(pathAndQuery, 'http://site.test');
  if (/^\/api\/(globals|content)\//.test(url.pathname)) {
    const response = await fetch(new URL(pathAndQuery, inject('contentApi')));
    return {
      status: response.status,
      headers: { 'content-type': response.headers.get('content-type') ?? 'application/json' },
      body: await response.text(),
    };
  }
  // Paged as the server pages: the default page without parameters, the largest page at most.
  const page = Number(url.searchParams.get('page') ?? 1) || 1;
  const size = Math.min(
    Number(url.searchParams.get('pageSize') ?? 0) || DEFAULT_PAGE_SIZE,
    MAX_PAGE_SIZE,
  );
  const list = <T>(items: T[]) =>
    json(200, items.slice((page - 1) * size, page * size), {
      'x-total-count': String(items.length),
    });
  const notFound = json(404, { error: { code: 'not_found', message: 'Not found' } });
  const [, , resource, slug] = url.pathname.split('/');
  if (resource === 'success-stories') {
    if (!slug) return list(sampleStories.map(summaryOf));
    const story = sampleStories.find((candidate) => candidate.slug === slug);
    return story ? json(200, story) : notFound;
  }
  if (resource === 'articles') {
    if (!slug) return list(sampleArticles.map(({ body: _body, ...summary }) => summary));
    const article = sampleArticles.find((candidate) => candidate.slug === slug);
    return article ? json(200, article) : notFound;
  }
  return notFound;
}

/** A collection's public items as the content server holds them (the seed content), in English. */
export async function seededItems<T = Record<string, unknown>>(collection: string): Promise<T[]> {
  const response = await fetch(new URL(`/api/content/${collection}`, inject('contentApi')));
  if (!response.ok) throw new Error(`/api/content/${collection}: ${response.status}`);
  return (await response.json()) as T[];
}

export const SAMPLE_MANIFEST = {
  'src/entry-client.tsx': { file: 'assets/entry-client-test.js', isEntry: true },
};

/** The site's render entry as the server uses it, over the sample API. */
export const testRenderer = createRenderer({
  manifest: SAMPLE_MANIFEST,
  site: { siteName: 'Initiative for Africa' },
  fetchApi: sampleApi,
  imageInfo: async () => ({ width: 1280, height: 800, contentType: 'image/jpeg' }),
});

/** The whole document of a page (path with its language prefix), as the server sends it. */
export async function renderSitePage(
  url: string,
): Promise<Extract<RenderResult, { type: 'page' }>> {
  const result = await testRenderer.render({ url, origin: 'https://example.org' });
  if (result.type !== 'page') throw new Error(`${url} redirects to ${result.location}`);
  return result;
}

/** The visible text of some HTML, whitespace collapsed. */
export const textOf = (html: string): string =>
  html
    .replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/\s+/g, ' ')
    .trim();

/** The body of a document (what the page shows). */
export const bodyOf = (html: string): string => /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';

/** The h1 to h3 headings of a document's body, as text. */
export const headingsOf = (html: string): string[] =>
  [...bodyOf(html).matchAll(/<h([1-3])[^>]*>([\s\S]*?)<\/h\1>/g)].map((match) => textOf(match[2]!));

export const titleOf = (html: string): string =>
  textOf(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');

import { LANGUAGE_CODES, type LanguageCode, type SitePages } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { createSitemaps, SITEMAP_FILE_URLS, type SitemapItems } from './sitemap.js';

const ORIGIN = 'https://example.org';
const PAGES: SitePages = {
  indexable: ['/', '/impact', '/insights'],
  story: (slug) => `/success-stories/${slug}`,
  article: (slug) => `/insights/${slug}`,
  author: (slug) => `/authors/${slug}`,
  storyCard: (slug) => `/story-card/${slug}`,
  storySlugOf: () => undefined,
  articleSlugOf: () => undefined,
};

/** `count` items; every third in all nine languages, the others in English only. */
function items(prefix: string, count: number, reads: { ranges: number[]; ids: number[] }) {
  const all = Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    slug: `${prefix}-${i + 1}`,
    lastmod: new Date(Date.UTC(2026, 0, 1 + (i % 28))).toISOString(),
  }));
  const source: SitemapItems = {
    countPublic: () => Promise.resolve(all.length),
    publicRange: ({ limit, offset }) => {
      reads.ranges.push(limit);
      return Promise.resolve(all.slice(offset, offset + limit));
    },
    languagesOf: (ids) => {
      reads.ids.push(ids.length);
      return Promise.resolve(
        new Map(
          ids.map((id): [number, LanguageCode[]] => [
            id,
            id % 3 === 0 ? [...LANGUAGE_CODES] : ['en'],
          ]),
        ),
      );
    },
  };
  return source;
}

function setUp(
  stories: number,
  articles: number,
  limits?: { urls?: number; bytes?: number },
  authors = 1,
  budget?: number,
  made: { slug: string; lastmod: string }[] = [],
) {
  const reads = { ranges: [] as number[], ids: [] as number[], changes: 0 };
  const sitemaps = createSitemaps(
    {
      stories: items('story', stories, reads),
      articles: items('article', articles, reads),
      authors: () =>
        Promise.resolve(
          Array.from({ length: authors }, (_, i) => ({
            slug: i === 0 ? 'ada' : `author-${i + 1}`,
            lastmod: '2026-02-01T00:00:00.000Z',
          })),
        ),
      contentPages: () => Promise.resolve(made),
      lastPublicChange: () => {
        reads.changes += 1;
        return Promise.resolve('2026-03-01T00:00:00.000Z');
      },
    },
    limits,
    budget,
  );
  return { sitemaps, reads };
}

const locsOf = (xml: string, tag: 'url' | 'sitemap') =>
  [...xml.matchAll(new RegExp(`<${tag}><loc>([^<]+)</loc>`, 'g'))].map((m) => m[1]!);

describe('the sitemap index and its files', () => {
  it('splits each kind into files under the URL and byte limits, every URL with its lastmod', async () => {
    const limits = { urls: 40, bytes: 1_000_000 };
    const { sitemaps } = setUp(100, 7, limits);
    const index = (await sitemaps.index(ORIGIN, PAGES)).body.toString();
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const files = locsOf(index, 'sitemap');
    expect(files[0]).toBe(`${ORIGIN}/sitemap-pages-1.xml`);
    expect(files).toContain(`${ORIGIN}/sitemap-stories-1.xml`);
    expect(files).toContain(`${ORIGIN}/sitemap-articles-1.xml`);
    // 100 stories: 67 in English only and 33 in nine languages, 364 URLs: at least 10 files.
    const storyFiles = files.filter((file) => file.includes('/sitemap-stories-'));
    expect(storyFiles.length).toBeGreaterThanOrEqual(10);
    expect(storyFiles).toEqual(storyFiles.map((_, n) => `${ORIGIN}/sitemap-stories-${n + 1}.xml`));

    const storyLocs: string[] = [];
    for (const file of files) {
      const name = /sitemap-(.+)\.xml$/.exec(file)![1]!;
      const xml = (await sitemaps.file(ORIGIN, PAGES, name))!.body.toString();
      expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
      const urls = xml.match(/<url>/g)?.length ?? 0;
      expect(urls).toBeGreaterThan(0);
      expect(urls).toBeLessThanOrEqual(limits.urls);
      expect(xml.match(/<lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod>/g)?.length).toBe(urls);
      if (name.startsWith('stories-')) storyLocs.push(...locsOf(xml, 'url'));
    }
    // Every story once per language it is in, none twice, none left out.
    expect(storyLocs).toHaveLength(67 + 33 * 9);
    expect(new Set(storyLocs).size).toBe(storyLocs.length);
    expect(storyLocs).toContain(`${ORIGIN}/fr/success-stories/story-99`);
    expect(storyLocs).not.toContain(`${ORIGIN}/fr/success-stories/story-100`);
    expect(storyLocs).toContain(`${ORIGIN}/success-stories/story-100`);
  });

  it('cuts a file before it passes the byte limit', async () => {
    const limits = { urls: 50_000, bytes: 20_000 };
    const { sitemaps } = setUp(60, 0, limits);
    const files = locsOf((await sitemaps.index(ORIGIN, PAGES)).body.toString(), 'sitemap');
    const storyFiles = files.filter((file) => file.includes('/sitemap-stories-'));
    expect(storyFiles.length).toBeGreaterThan(1);
    for (let n = 1; n <= storyFiles.length; n += 1) {
      const xml = (await sitemaps.file(ORIGIN, PAGES, `stories-${n}`))!.body.toString();
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(limits.bytes);
    }
  });

  it('splits the pages by the same limits, each page in every language in one file', async () => {
    const limits = { urls: 20, bytes: 1_000_000 };
    // 3 pages and 10 authors, each in nine languages: 117 URLs, two pages a file.
    const { sitemaps } = setUp(0, 0, limits, 10);
    const files = locsOf((await sitemaps.index(ORIGIN, PAGES)).body.toString(), 'sitemap');
    expect(files).toEqual(
      Array.from({ length: 7 }, (_, n) => `${ORIGIN}/sitemap-pages-${n + 1}.xml`),
    );
    const locs: string[] = [];
    for (let n = 1; n <= files.length; n += 1) {
      const xml = (await sitemaps.file(ORIGIN, PAGES, `pages-${n}`))!.body.toString();
      const urls = locsOf(xml, 'url');
      expect(urls.length).toBeLessThanOrEqual(limits.urls);
      expect(xml.match(/<lastmod>/g)).toHaveLength(urls.length);
      locs.push(...urls);
    }
    expect(locs).toHaveLength(13 * LANGUAGE_CODES.length);
    expect(new Set(locs).size).toBe(locs.length);
    expect(await sitemaps.file(ORIGIN, PAGES, 'pages-8')).toBeUndefined();
    expect(await sitemaps.file(ORIGIN, PAGES, 'pages')).toBeUndefined();
  });

  it('lists pages and authors in every language with the last content change', async () => {
    const careers = { slug: 'careers', lastmod: '2026-02-02T00:00:00.000Z' };
    const { sitemaps } = setUp(1, 1, undefined, 1, undefined, [careers]);
    const xml = (await sitemaps.file(ORIGIN, PAGES, 'pages-1'))!.body.toString();
    expect(locsOf(xml, 'url')).toHaveLength((PAGES.indexable.length + 2) * LANGUAGE_CODES.length);
    // A page staff made, in every language.
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/fr/careers</loc><lastmod>${careers.lastmod}</lastmod>`,
    );
    expect(xml).toContain(`${ORIGIN}/ar/careers<`);
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/fr/impact</loc><lastmod>2026-03-01T00:00:00.000Z</lastmod>`,
    );
    expect(xml).toContain(
      `<url><loc>${ORIGIN}/authors/ada</loc><lastmod>2026-02-01T00:00:00.000Z</lastmod>`,
    );
  });

  it('reads in bounded ranges, builds once until invalidated, and knows no other file', async () => {
    const { sitemaps, reads } = setUp(1_200, 0);
    const first = await sitemaps.index(ORIGIN, PAGES);
    await sitemaps.file(ORIGIN, PAGES, 'stories-1');
    expect(Math.max(...reads.ranges, ...reads.ids)).toBeLessThanOrEqual(500);
    const counted = reads.ranges.length;
    expect(await sitemaps.index(ORIGIN, PAGES)).toBe(first);
    await sitemaps.file(ORIGIN, PAGES, 'stories-1');
    expect(reads.ranges.length).toBe(counted);

    // 1,200 stories: files of at most 500 URLs (SITEMAP_FILE_URLS), and no file after them.
    const storyFiles = locsOf(first.body.toString(), 'sitemap').filter((loc) =>
      loc.includes('stories'),
    );
    expect(storyFiles.length).toBeGreaterThan(1);
    for (let n = 1; n <= storyFiles.length; n += 1) {
      const xml = (await sitemaps.file(ORIGIN, PAGES, `stories-${n}`))!.body.toString();
      expect(xml.match(/<url>/g)!.length).toBeLessThanOrEqual(SITEMAP_FILE_URLS);
    }
    expect(await sitemaps.file(ORIGIN, PAGES, `stories-${storyFiles.length + 1}`)).toBeUndefined();
    expect(await sitemaps.file(ORIGIN, PAGES, 'articles-1')).toBeUndefined();
    expect(await sitemaps.file(ORIGIN, PAGES, 'people-1')).toBeUndefined();

    sitemaps.invalidate();
    await sitemaps.index(ORIGIN, PAGES);
    expect(reads.ranges.length).toBeGreaterThan(counted);
  });

  it('makes the index from the number of items, reading none of them, after every change too', async () => {
    const { sitemaps, reads } = setUp(100_000, 20_000);
    const files = locsOf((await sitemaps.index(ORIGIN, PAGES)).body.toString(), 'sitemap');
    expect(reads.ranges).toEqual([]);
    expect(reads.ids).toEqual([]);
    const storyFiles = files.filter((file) => file.includes('/sitemap-stories-'));
    // The last file listed holds the last story; none after it.
    const last = (await sitemaps.file(ORIGIN, PAGES, `stories-${storyFiles.length}`))!;
    expect(last.body.toString()).toContain(`${ORIGIN}/success-stories/story-100000<`);
    expect(await sitemaps.file(ORIGIN, PAGES, `stories-${storyFiles.length + 1}`)).toBeUndefined();
    // A file reads its own items only.
    expect(Math.max(...reads.ranges)).toBeLessThanOrEqual(SITEMAP_FILE_URLS);

    sitemaps.invalidate();
    const read = reads.ranges.length;
    await sitemaps.index(ORIGIN, PAGES);
    expect(reads.ranges.length).toBe(read);
  });

  it('keeps every file within the limits with the longest addresses in every language', async () => {
    const limits = { urls: 50, bytes: 30_000 };
    const long = (n: number) => `${'a'.repeat(110)}-${String(n).padStart(9, '0')}`;
    const all = Array.from({ length: 40 }, (_, i) => ({
      id: i + 1,
      slug: long(i + 1),
      lastmod: '2026-01-01T00:00:00.000Z',
    }));
    const everywhere: SitemapItems = {
      countPublic: () => Promise.resolve(all.length),
      publicRange: ({ limit, offset }) => Promise.resolve(all.slice(offset, offset + limit)),
      languagesOf: (ids) =>
        Promise.resolve(
          new Map(ids.map((id): [number, LanguageCode[]] => [id, [...LANGUAGE_CODES]])),
        ),
    };
    const sitemaps = createSitemaps(
      {
        stories: everywhere,
        articles: items('article', 0, { ranges: [], ids: [] }),
        authors: () => Promise.resolve([]),
        contentPages: () => Promise.resolve([]),
        lastPublicChange: () => Promise.resolve('2026-03-01T00:00:00.000Z'),
      },
      limits,
    );
    const files = locsOf((await sitemaps.index(ORIGIN, PAGES)).body.toString(), 'sitemap');
    const storyFiles = files.filter((file) => file.includes('/sitemap-stories-'));
    let urls = 0;
    for (let n = 1; n <= storyFiles.length; n += 1) {
      const xml = (await sitemaps.file(ORIGIN, PAGES, `stories-${n}`))!.body.toString();
      expect(Buffer.byteLength(xml)).toBeLessThanOrEqual(limits.bytes);
      expect(xml.match(/<url>/g)!.length).toBeLessThanOrEqual(limits.urls);
      urls += xml.match(/<url>/g)!.length;
    }
    expect(urls).toBe(all.length * LANGUAGE_CODES.length);
  });

  it('keeps what it made within its budget in bytes, for any number of origins', async () => {
    const budget = 100_000;
    const { sitemaps, reads } = setUp(10, 0, undefined, 1, budget);
    const first = await sitemaps.file(ORIGIN, PAGES, 'pages-1');
    for (let n = 0; n < 20; n += 1) {
      const other = (await sitemaps.file(
        `https://host-${n}.example`,
        PAGES,
        'pages-1',
      ))!.body.toString();
      expect(other).toContain(`<loc>https://host-${n}.example/impact</loc>`);
      expect(sitemaps.bytes()).toBeLessThanOrEqual(budget);
    }
    expect(sitemaps.bytes()).toBeGreaterThan(budget / 2);
    // The first origin's file was let go along the way, and is made again.
    const changes = reads.changes;
    const again = await sitemaps.file(ORIGIN, PAGES, 'pages-1');
    expect(again).not.toBe(first);
    expect(again!.body).toEqual(first!.body);
    expect(reads.changes).toBeGreaterThan(changes);
  });
});

import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  SLUG_MAX_LENGTH,
  contentPagePath,
  localizedPath,
  type LanguageCode,
  type SitePages,
  NEWSLETTER_ARCHIVE,
} from '@ia/shared';
import { IN_LIST_MAX } from '../db/knex.js';
import { weakEtag } from '../middleware/http-cache.js';
import { cacheBudgets, createByteCache, keepWhenSettled } from '../services/byte-cache.js';
import { element } from './xml.js';

/**
 * The protocol's limits of one sitemap file (sitemaps.org): at most 50,000 `<url>` and 50 MB
 * (52,428,800 bytes) uncompressed. Lower ones may be given (SITEMAP_MAX_URLS; the tests do, to
 * see the files split).
 */
export const SITEMAP_LIMITS = { urls: 50_000, bytes: 52_428_800 };
export type SitemapLimits = typeof SITEMAP_LIMITS;

/**
 * URLs of one file unless SITEMAP_MAX_URLS says otherwise: far below the protocol's limit (as
 * Yoast's 1,000 and WordPress's 2,000), so a file costs about the same to send at any size of the
 * site, fits the sitemaps' cache, and a crawler that stops partway loses little; the index grows
 * by one line per 500 URLs. 500 rather than 1,000: with its nine languages' alternates a file of
 * 1,000 stories is 750 KB, 15 KB with brotli, and clients read such answers at half the rate of
 * the demo's 2 KB file (the scale benchmark measured 0.42 to 0.81 of it); 500 halve that.
 */
export const SITEMAP_FILE_URLS = 500;

/** A story or article as its sitemap file lists it. */
export interface SitemapItem {
  id: number;
  slug: string;
  lastmod: string;
}

/** Public stories or articles, read one range at a time in a stable order. */
export interface SitemapItems {
  countPublic(): Promise<number>;
  publicRange(range: { limit: number; offset: number }): Promise<SitemapItem[]>;
  languagesOf(ids: readonly number[]): Promise<Map<number, LanguageCode[]>>;
}

export interface SitemapSources {
  stories: SitemapItems;
  articles: SitemapItems;
  /** Authors of public articles, with their newest article's date. */
  authors(): Promise<{ slug: string; lastmod: string }[]>;
  /**
   * Public pages staff made, each with its last change: listed in every language, as the site's
   * own pages are (a text not translated reads in English in the page's frame).
   */
  contentPages(): Promise<{ slug: string; lastmod: string }[]>;
  /** Sent newsletter issues (the archive's pages, in every language), each with its date. */
  newsletterIssues?(): Promise<{ id: number; lastmod: string }[]>;
  /** When the content the site's pages show last changed (their `lastmod`). */
  lastPublicChange(): Promise<string | undefined>;
}

type ItemKind = 'stories' | 'articles';
type Kind = 'pages' | ItemKind;
const KINDS: readonly Kind[] = ['pages', 'stories', 'articles'];

const URLSET_START =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
const URLSET_END = '\n</urlset>\n';
/** Bytes of a file around its `<url>`s: the head, the end, a newline between two. */
const FILE_BYTES = Buffer.byteLength(URLSET_START) + Buffer.byteLength(URLSET_END);

/** `<url>` of a page in one language, with its alternates in every language it is in. */
function sitemapUrl(
  origin: string,
  language: LanguageCode,
  path: string,
  lastmod: string,
  languages: readonly LanguageCode[],
): string {
  const alternates = [
    ...languages.map((code) =>
      element('xhtml:link', {
        rel: 'alternate',
        hreflang: code,
        href: `${origin}${localizedPath(code, path)}`,
      }),
    ),
    element('xhtml:link', {
      rel: 'alternate',
      hreflang: 'x-default',
      href: `${origin}${localizedPath(DEFAULT_LANGUAGE, path)}`,
    }),
  ].join('');
  return `<url>${element('loc', {}, `${origin}${localizedPath(language, path)}`)}${element(
    'lastmod',
    {},
    lastmod,
  )}${alternates}</url>`;
}

/** Every `<url>` of one page or item: one per language it is in. */
const urlsOf = (
  origin: string,
  path: string,
  lastmod: string,
  languages: readonly LanguageCode[],
): string[] => languages.map((language) => sitemapUrl(origin, language, path, lastmod, languages));

/**
 * A file as it is sent, its bytes and ETag worked out once (sent as text, each request had Koa
 * measure the 750 KB of a file of 1,000 stories again for its length).
 */
export interface SitemapFile {
  body: Buffer;
  etag: string;
}

const made = (text: string): SitemapFile => {
  const body = Buffer.from(text);
  return { body, etag: weakEtag(body) };
};

const urlset = (urls: readonly string[]) => made(`${URLSET_START}${urls.join('\n')}${URLSET_END}`);

/** Where one file of a kind starts and how many items it holds. */
interface FileRange {
  offset: number;
  limit: number;
}

interface Plan {
  index: SitemapFile;
  files: Record<Kind, FileRange[]>;
}

/**
 * The sitemap as an index (`/sitemap.xml`) of files of at most `SITEMAP_LIMITS` each (or the
 * lower limits given): `/sitemap-pages-N.xml` (the site's pages and the authors' pages, in every
 * language) and `/sitemap-stories-N.xml`, `/sitemap-articles-N.xml` (each item in the languages
 * it is written in), every URL with its alternates, a page's or item's URLs in one file. Every URL has its `lastmod`: an item's last change, an
 * author's newest article, a page's the last change of public content.
 *
 * What is made is kept until `invalidate` (a content change): the index once (from the number
 * of public stories and articles: each file holds as many items as fit whatever languages they
 * are in, `itemsPerFile`, so no item is read for it), each file once when first asked. A request costs the same at any number of items. What is kept is
 * bounded by bytes (`budget`, the sitemaps' share of CACHE_MEMORY_MB): past it the least
 * recently asked for is let go and made again when next asked for.
 */
export function createSitemaps(
  sources: SitemapSources,
  lower: { urls?: number | undefined; bytes?: number | undefined } = {},
  /** Bytes the plans and files kept may take (byte-cache.ts). */
  budget = cacheBudgets().sitemaps,
) {
  const limits: SitemapLimits = {
    urls: Math.min(lower.urls ?? SITEMAP_FILE_URLS, SITEMAP_LIMITS.urls),
    bytes: Math.min(lower.bytes ?? Infinity, SITEMAP_LIMITS.bytes),
  };
  /**
   * Per origin (the addresses are absolute): the plan, then each file made, least recently asked
   * for dropped first (made again when asked for); a file larger than the budget is sent, not
   * kept.
   */
  const kept = createByteCache<Promise<unknown>>({ budget });

  const remember = <T>(key: string, make: () => Promise<T>, measure: (value: T) => number) => {
    const found = kept.get(key) as Promise<T> | undefined;
    if (found) return found;
    const value = make();
    keepWhenSettled(kept, key, value, value, measure);
    return value;
  };
  const fileBytes = (file: SitemapFile) => file.body.length + file.etag.length;

  /** The `<url>`s of the site's pages and the authors' pages, each page's together. */
  async function pageUrls(origin: string, pages: SitePages): Promise<string[][]> {
    const [changed, authors, made, issues] = await Promise.all([
      sources.lastPublicChange(),
      sources.authors(),
      sources.contentPages(),
      sources.newsletterIssues?.() ?? [],
    ]);
    const lastmod = changed ?? new Date(0).toISOString();
    return [
      ...pages.indexable.map((path) => urlsOf(origin, path, lastmod, LANGUAGE_CODES)),
      ...authors.map((author) =>
        urlsOf(origin, pages.author(author.slug), author.lastmod, LANGUAGE_CODES),
      ),
      ...made.map((page) =>
        urlsOf(origin, contentPagePath(page.slug), page.lastmod, LANGUAGE_CODES),
      ),
      ...issues.map((issue) =>
        urlsOf(origin, NEWSLETTER_ARCHIVE.issue(issue.id), issue.lastmod, LANGUAGE_CODES),
      ),
    ];
  }

  const pathOf = (kind: ItemKind, pages: SitePages, slug: string) =>
    kind === 'stories' ? pages.story(slug) : pages.article(slug);

  /** The `<url>`s of a range of items, each item's together, read a few hundred at a time. */
  async function itemUrls(
    kind: ItemKind,
    origin: string,
    pages: SitePages,
    range: FileRange,
  ): Promise<string[][]> {
    const urls: string[][] = [];
    for (let done = 0; done < range.limit; done += IN_LIST_MAX) {
      const items = await sources[kind].publicRange({
        offset: range.offset + done,
        limit: Math.min(IN_LIST_MAX, range.limit - done),
      });
      const languages = await sources[kind].languagesOf(items.map((item) => item.id));
      for (const item of items) {
        urls.push(
          urlsOf(
            origin,
            pathOf(kind, pages, item.slug),
            item.lastmod,
            languages.get(item.id) ?? [DEFAULT_LANGUAGE],
          ),
        );
      }
    }
    return urls;
  }

  /**
   * Cuts a run of pages (the `<url>`s of each, kept in one file) into files, none passing a
   * limit: `add` each in turn, then `done`.
   */
  function cutter() {
    const files: FileRange[] = [];
    let current = { offset: 0, limit: 0, urls: 0, bytes: FILE_BYTES };
    return {
      add(urls: readonly string[]): void {
        const bytes = urls.reduce((sum, url) => sum + Buffer.byteLength(url) + 1, 0);
        const full =
          current.urls + urls.length > limits.urls || current.bytes + bytes > limits.bytes;
        if (full && current.limit > 0) {
          files.push({ offset: current.offset, limit: current.limit });
          current = {
            offset: current.offset + current.limit,
            limit: 0,
            urls: 0,
            bytes: FILE_BYTES,
          };
        }
        current.limit += 1;
        current.urls += urls.length;
        current.bytes += bytes;
      },
      done(): FileRange[] {
        if (current.limit > 0) files.push({ offset: current.offset, limit: current.limit });
        return files;
      },
    };
  }

  /**
   * Items of a kind in one file: as many as fit within the limits whatever languages they are
   * in (each counted in all of them, with the longest address a slug can make), so that where
   * the files start is worked out from the number of public items alone.
   */
  function itemsPerFile(kind: ItemKind, origin: string, pages: SitePages): number {
    const path = pathOf(kind, pages, 'a'.repeat(SLUG_MAX_LENGTH));
    const longest = urlsOf(origin, path, new Date(0).toISOString(), LANGUAGE_CODES);
    const bytes = longest.reduce((sum, url) => sum + Buffer.byteLength(url) + 1, 0);
    return Math.max(
      1,
      Math.min(
        Math.floor(limits.urls / LANGUAGE_CODES.length),
        Math.floor((limits.bytes - FILE_BYTES) / bytes),
      ),
    );
  }

  /**
   * Cuts the pages, or the items of a kind, into files. The items from their number (one count,
   * none of them read): a file holds `itemsPerFile` of them in id order.
   */
  async function cut(kind: Kind, origin: string, pages: SitePages): Promise<FileRange[]> {
    if (kind === 'pages') {
      const files = cutter();
      for (const urls of await pageUrls(origin, pages)) files.add(urls);
      return files.done();
    }
    const total = await sources[kind].countPublic();
    const per = itemsPerFile(kind, origin, pages);
    return Array.from({ length: Math.ceil(total / per) }, (_, n) => ({
      offset: n * per,
      limit: per,
    }));
  }

  const fileName = (kind: Kind, n: number) => `/sitemap-${kind}-${n}.xml`;

  function plan(origin: string, pages: SitePages): Promise<Plan> {
    return remember(
      `plan ${origin}`,
      async (): Promise<Plan> => {
        const [pageFiles, stories, articles, changed] = await Promise.all([
          cut('pages', origin, pages),
          cut('stories', origin, pages),
          cut('articles', origin, pages),
          sources.lastPublicChange(),
        ]);
        const ranges = { pages: pageFiles, stories, articles };
        const names = KINDS.flatMap((kind) => ranges[kind].map((_, n) => fileName(kind, n + 1)));
        const lastmod = changed ?? new Date(0).toISOString();
        const index = made(
          `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${names
            .map(
              (name) =>
                `<sitemap>${element('loc', {}, `${origin}${name}`)}${element('lastmod', {}, lastmod)}</sitemap>`,
            )
            .join('\n')}\n</sitemapindex>\n`,
        );
        return { index, files: ranges };
      },
      (done) =>
        fileBytes(done.index) + KINDS.reduce((sum, kind) => sum + done.files[kind].length * 16, 0),
    );
  }

  function invalidate(): void {
    kept.clear();
  }

  return {
    /** Bytes the plans and files kept take now (within the budget). */
    bytes: () => kept.bytes,

    /** The index: `/sitemap.xml`. */
    async index(origin: string, pages: SitePages): Promise<SitemapFile> {
      return (await plan(origin, pages)).index;
    },

    /**
     * A file of the index by its name (`pages-1`, `stories-2`, …), or undefined for a name the
     * index does not list.
     */
    async file(origin: string, pages: SitePages, name: string): Promise<SitemapFile | undefined> {
      const match = /^(pages|stories|articles)-([1-9]\d{0,5})$/.exec(name);
      if (!match) return undefined;
      const kind = match[1] as Kind;
      const range = (await plan(origin, pages)).files[kind][Number(match[2]) - 1];
      if (!range) return undefined;
      return remember(
        `file ${origin} ${name}`,
        async () => {
          const urls =
            kind === 'pages'
              ? (await pageUrls(origin, pages)).slice(range.offset, range.offset + range.limit)
              : await itemUrls(kind, origin, pages, range);
          return urlset(urls.flat());
        },
        fileBytes,
      );
    },

    invalidate,
  };
}

export type Sitemaps = ReturnType<typeof createSitemaps>;

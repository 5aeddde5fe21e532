import { searchTerms, isSlug, type LanguageCode } from '@ia/shared';
import type { ContentRepository } from '../db/repositories/content.js';
import type { PublicListQuery } from '../db/repositories/public-rows.js';
import { badRequest, notFound } from '../errors.js';
import { filterOf, parseDetailParams, parseListParams, type RawQuery } from './list-query.js';
import { createReadCache, type ReadCache } from './read-cache.js';
import { inLanguage, languagesOf, languagesOfMany, type TranslatedAlts } from './translate.js';

/** What the public reads of a collection with a table of its own ask of its repository. */
export interface PublicRowsRepository<Summary, Found, O extends string> {
  list(query: PublicListQuery<O>): Promise<{ items: Summary[]; total: number }>;
  findPublicBySlug(slug: string, at: string): Promise<Found | undefined>;
  publicSlugOf(id: number, at: string): Promise<string | undefined>;
  countPublic(at: string): Promise<number>;
  publicRange(
    at: string,
    range: { limit: number; offset: number },
  ): Promise<{ id: number; slug: string; lastmod: string }[]>;
}

/** What a public collection's service is given (beside its repository). */
export interface PublicCollectionOptions {
  /** Brings the search index up to date with what was written (before a search). */
  searched?: () => Promise<void>;
  content: ContentRepository;
  now?: () => Date;
  cache?: ReadCache;
  /** Totals of each filter, kept until content changes (`invalidate`). */
  totals?: ReadCache;
}

/**
 * The public reads stories and articles share, each declaring only what is its own: its
 * sorts and their orders, its translated fields, the words of its errors. A list (searched,
 * filtered, sorted and paged, in the language asked where written), one item by its address
 * (or where an old address now points), the sitemap's counts and ranges, and the caches that
 * keep what was read until content changes.
 */
export function createPublicCollection<
  Sort extends string,
  O extends string,
  Summary extends { id: number },
  Found extends { id: number },
>(
  declared: {
    collection: 'stories' | 'articles';
    sorts: readonly Sort[];
    defaultSort: Sort;
    orders: Record<Sort, PublicListQuery<O>['orderBy']>;
    translated: readonly (string | TranslatedAlts)[];
    /** The 400 of an address that cannot be one. */
    badSlug: string;
    /** The 404 of an address nothing public has. */
    missing: (slug: string) => string;
  },
  repository: PublicRowsRepository<Summary, Found, O>,
  options: PublicCollectionOptions,
) {
  const { collection } = declared;
  const { content } = options;
  const now = options.now ?? (() => new Date());
  const cache = options.cache ?? createReadCache({ ttlMs: 0 });
  const totals = options.totals ?? createReadCache({ ttlMs: 0 });
  return {
    now,
    cache,

    /** Public items, in the language asked for where they have it (search and order in English). */
    async list(raw: RawQuery): Promise<{ items: (Summary & { lang: string })[]; total: number }> {
      const params = parseListParams(raw, declared.sorts, declared.defaultSort);
      return cache.get(`${collection}:${JSON.stringify(params)}`, async () => {
        if (params.q !== undefined) await options.searched?.();
        const { items, total } = await repository.list({
          search:
            params.q === undefined
              ? undefined
              : { terms: searchTerms(params.q), lang: params.lang },
          category: params.category,
          orderBy: declared.orders[params.sort],
          page: params.page,
          once: (what, load) =>
            totals.get(`${collection}:${JSON.stringify(filterOf(params))}:${what}`, load),
          at: now().toISOString(),
        });
        return {
          items: await inLanguage(content, collection, items, params.lang, declared.translated),
          total,
        };
      });
    },

    /**
     * One public item as `shown` makes it in the language asked for, with the languages it is
     * written in; or where its old address now points.
     */
    async bySlug<T>(
      slug: string,
      raw: RawQuery,
      shown: (found: Found, lang: LanguageCode) => Promise<T>,
    ): Promise<{ item: T & { languages: string[] } } | { movedTo: string }> {
      if (!isSlug(slug)) throw badRequest(declared.badSlug);
      const { lang } = parseDetailParams(raw);
      return cache.get(`${collection}:slug:${slug}:${lang}`, async () => {
        const at = now().toISOString();
        const found = await repository.findPublicBySlug(slug, at);
        if (!found) {
          const target = await content.redirectTarget(collection, slug);
          const movedTo =
            target === undefined ? undefined : await repository.publicSlugOf(target, at);
          if (movedTo !== undefined && movedTo !== slug) return { movedTo };
          throw notFound(declared.missing(slug));
        }
        return {
          item: {
            ...(await shown(found, lang)),
            languages: await languagesOf(content, collection, found.id),
          },
        };
      });
    },

    /** The languages each of `ids` is written in, English first (sitemap). */
    languagesOf(ids: readonly number[]) {
      return languagesOfMany(content, collection, ids);
    },

    /** How many items are public now (sitemap). */
    countPublic(): Promise<number> {
      return repository.countPublic(now().toISOString());
    },

    /** One range of public items in a stable order, with their last change (sitemap). */
    publicRange(range: { limit: number; offset: number }) {
      return repository.publicRange(now().toISOString(), range);
    },

    /** Forgets what was read (content changed). */
    invalidate(): void {
      cache.clear();
      totals.clear();
    },
  };
}

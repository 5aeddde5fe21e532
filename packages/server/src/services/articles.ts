import {
  ARTICLE_SORTS,
  isSlug,
  type Article,
  type ArticleSort,
  type ArticleSummary,
} from '@ia/shared';
import type {
  ArticleListQuery,
  ArticleRepository,
  NewArticle,
} from '../db/repositories/articles.js';
import { badRequest, notFound } from '../errors.js';
import { parseListParams, type RawQuery } from './list-query.js';
import { createReadCache, type ReadCache } from './read-cache.js';

const SORT_ORDERS: Record<ArticleSort, ArticleListQuery['orderBy']> = {
  newest: [
    { column: 'publishedAt', direction: 'desc' },
    { column: 'id', direction: 'desc' },
  ],
  oldest: [
    { column: 'publishedAt', direction: 'asc' },
    { column: 'id', direction: 'asc' },
  ],
  alphabetical: [
    { column: 'headline', direction: 'asc' },
    { column: 'id', direction: 'asc' },
  ],
};

/** The article list searches headline, excerpt and category (the story list's rule). */
const SEARCH_COLUMNS = ['headline', 'excerpt', 'category'] as const;

export type ArticleInput = Omit<NewArticle, 'createdAt'>;

export type ArticleService = ReturnType<typeof createArticleService>;

export function createArticleService(
  repository: ArticleRepository,
  options: { now?: () => Date; cache?: ReadCache } = {},
) {
  const now = options.now ?? (() => new Date());
  const cache = options.cache ?? createReadCache({ ttlMs: 0 });
  return {
    /** Articles already published, newest first unless `sort` says otherwise. */
    async list(raw: RawQuery): Promise<{ items: ArticleSummary[]; total: number }> {
      const params = parseListParams(raw, ARTICLE_SORTS, 'newest');
      return cache.get(`articles:${JSON.stringify(params)}`, () =>
        repository.list({
          search: params.q === undefined ? undefined : { text: params.q, columns: SEARCH_COLUMNS },
          category: params.category,
          publishedBefore: now().toISOString(),
          orderBy: SORT_ORDERS[params.sort],
          page: params.page,
        }),
      );
    },

    async getBySlug(slug: string): Promise<Article> {
      if (!isSlug(slug)) {
        throw badRequest('An article slug is lower-case letters and digits separated by hyphens');
      }
      return cache.get(`article:${slug}`, async () => {
        const article = await repository.findPublishedBySlug(slug, now().toISOString());
        if (!article) throw notFound(`No article "${slug}"`);
        return article;
      });
    },

    async create(input: ArticleInput): Promise<number> {
      if (!isSlug(input.slug)) throw new Error(`Invalid article slug "${input.slug}"`);
      if (Number.isNaN(Date.parse(input.publishedAt))) {
        throw new Error(`Invalid publishedAt for article "${input.slug}"`);
      }
      const id = await repository.insert({
        ...input,
        publishedAt: new Date(input.publishedAt).toISOString(),
        createdAt: now().toISOString(),
      });
      cache.clear();
      return id;
    },
  };
}

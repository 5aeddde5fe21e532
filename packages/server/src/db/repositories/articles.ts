import type { Article, ArticleSummary } from '@ia/shared';
import type { Knex } from 'knex';
import { toCount, toIso } from '../knex.js';
import { listPage, whereListFilters, type ListQuery } from './query-helpers.js';

/** Columns an article list may be ordered by (the service picks; SQL names stay here). */
const ORDER_COLUMNS = { publishedAt: 'published_at', headline: 'headline', id: 'id' } as const;
export type ArticleOrderColumn = keyof typeof ORDER_COLUMNS;

/** Columns the free-text search looks in. */
const SEARCH_COLUMNS = { headline: 'headline', excerpt: 'excerpt', category: 'category' } as const;
export type ArticleSearchColumn = keyof typeof SEARCH_COLUMNS;

export interface ArticleListQuery extends ListQuery<ArticleSearchColumn, ArticleOrderColumn> {
  /** Only articles published at or before this instant (ISO 8601) are read out. */
  publishedBefore: string;
}

export interface NewArticle {
  slug: string;
  headline: string;
  excerpt: string;
  body: string | null;
  category: string;
  publishedAt: string;
  thumbnail: string | null;
  thumbnailAlt?: string | null;
  published?: boolean;
  createdAt: string;
}

interface SummaryRow {
  id: number;
  slug: string;
  headline: string;
  excerpt: string;
  category: string;
  published_at: unknown;
  thumbnail: string | null;
}

const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'headline',
  'excerpt',
  'category',
  'published_at',
  'thumbnail',
] as const;

const toSummary = (row: SummaryRow): ArticleSummary => ({
  id: Number(row.id),
  slug: row.slug,
  headline: row.headline,
  excerpt: row.excerpt,
  category: row.category,
  publishedAt: toIso(row.published_at),
  thumbnailUrl: row.thumbnail,
});

export type ArticleRepository = ReturnType<typeof createArticleRepository>;

/**
 * Insight articles. Dates are stored as ISO 8601 UTC so they compare the same everywhere. Public
 * reads see only published articles whose date has come; the editing methods see all.
 */
export function createArticleRepository(db: Knex) {
  const published = (before: string) =>
    db('articles').where('published', true).where('published_at', '<=', before);

  return {
    list(query: ArticleListQuery): Promise<{ items: ArticleSummary[]; total: number }> {
      return listPage(db, query, {
        filtered: () => whereListFilters(published(query.publishedBefore), query, SEARCH_COLUMNS),
        columns: SUMMARY_COLUMNS,
        orderColumns: ORDER_COLUMNS,
        textColumn: 'headline',
        toItem: toSummary,
      });
    },

    async findPublishedBySlug(slug: string, publishedBefore: string): Promise<Article | undefined> {
      const row = (await published(publishedBefore)
        .where('slug', slug)
        .first([...SUMMARY_COLUMNS, 'body', 'thumbnail_alt'])) as
        (SummaryRow & { body: string | null; thumbnail_alt: string | null }) | undefined;
      if (!row) return undefined;
      return {
        ...toSummary(row),
        body: row.body,
        ...(row.thumbnail_alt ? { thumbnailAlt: row.thumbnail_alt } : {}),
      };
    },

    /** The bodies of these articles (the feeds' full content), by id. */
    async bodiesOf(ids: readonly number[]): Promise<Map<number, string | null>> {
      if (ids.length === 0) return new Map();
      const rows = (await db('articles').whereIn('id', ids).select('id', 'body')) as {
        id: number;
        body: string | null;
      }[];
      return new Map(rows.map((row) => [Number(row.id), row.body]));
    },

    /** The slug of a public article (for an old address that now points to it). */
    async visibleSlugOf(id: number, at: string): Promise<string | undefined> {
      const row = (await published(at).where('id', id).first('slug')) as
        { slug: string } | undefined;
      return row?.slug;
    },

    async insert(article: NewArticle): Promise<number> {
      const [inserted] = (await db('articles')
        .insert({
          slug: article.slug,
          headline: article.headline,
          excerpt: article.excerpt,
          body: article.body,
          category: article.category,
          published_at: article.publishedAt,
          thumbnail: article.thumbnail,
          thumbnail_alt: article.thumbnailAlt ?? null,
          data: JSON.stringify({
            headline: article.headline,
            excerpt: article.excerpt,
            body: article.body ?? '',
            category: article.category,
            publishedAt: article.publishedAt,
            thumbnail: article.thumbnail
              ? { image: article.thumbnail, alt: article.thumbnailAlt ?? '' }
              : null,
          }),
          published: article.published ?? true,
          created_at: article.createdAt,
          updated_at: article.createdAt,
        })
        .returning('id')) as { id: number }[];
      return Number(inserted?.id);
    },

    async count(): Promise<number> {
      const [row] = (await db('articles').count({ n: '*' })) as { n: unknown }[];
      return toCount(row?.n);
    },
  };
}

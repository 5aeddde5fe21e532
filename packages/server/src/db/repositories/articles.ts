import type { Article, ArticleDocument, ArticleSummary } from '@ia/shared';
import type { Knex } from 'knex';
import { toCount, toIso } from '../knex.js';
import { writingSlug, type EditableRecord, type EditableStore } from './editable.js';
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

interface EditRow {
  id: number;
  slug: string;
  headline: string;
  excerpt: string;
  body: string | null;
  category: string;
  published_at: unknown;
  thumbnail: string | null;
  thumbnail_alt: string | null;
  published: unknown;
  version: number;
  updated_at: unknown;
  updated_by: string | null;
}

/** The article document as stored; a draft without a date keeps the moment it was written. */
const articleColumns = (doc: ArticleDocument & { slug: string }, at: string) => ({
  slug: doc.slug,
  headline: doc.headline,
  excerpt: doc.excerpt,
  body: doc.body === '' ? null : doc.body,
  category: doc.category,
  published_at: doc.publishedAt ?? at,
  thumbnail: doc.thumbnail?.image ?? null,
  thumbnail_alt: doc.thumbnail?.alt ?? null,
});

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

  const isPublic = (row: EditRow, at: string) =>
    Boolean(row.published) && toIso(row.published_at) <= at;

  const editable: EditableStore<ArticleDocument> = {
    async list(at) {
      const rows = (await db('articles')
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .select('*')) as EditRow[];
      return rows.map((row) => ({
        id: Number(row.id),
        slug: row.slug,
        title: row.headline,
        category: row.category,
        published: Boolean(row.published),
        public: isPublic(row, at),
        version: Number(row.version),
        updatedAt: toIso(row.updated_at),
        updatedBy: row.updated_by,
        consentEndsAt: null,
        image: row.thumbnail,
      }));
    },

    async read(id, at): Promise<EditableRecord<ArticleDocument> | undefined> {
      const row = (await db('articles').where('id', id).first('*')) as EditRow | undefined;
      if (!row) return undefined;
      return {
        id,
        published: Boolean(row.published),
        public: isPublic(row, at),
        version: Number(row.version),
        updatedAt: toIso(row.updated_at),
        updatedBy: row.updated_by,
        document: {
          slug: row.slug,
          headline: row.headline,
          excerpt: row.excerpt,
          body: row.body ?? '',
          category: row.category,
          publishedAt: toIso(row.published_at),
          thumbnail: row.thumbnail ? { image: row.thumbnail, alt: row.thumbnail_alt ?? '' } : null,
          translations: {},
        },
      };
    },

    async idOfSlug(slug) {
      const row = (await db('articles').where('slug', slug).first('id')) as
        { id: number } | undefined;
      return row ? Number(row.id) : undefined;
    },

    async insert(doc, meta) {
      const [inserted] = (await writingSlug(() =>
        db('articles')
          .insert({
            ...articleColumns(doc, meta.at),
            published: false,
            version: 1,
            created_at: meta.at,
            updated_at: meta.at,
            updated_by: meta.by,
          })
          .returning('id'),
      )) as { id: number }[];
      return Number(inserted?.id);
    },

    async update(id, expectedVersion, change) {
      const columns: Record<string, unknown> = {
        version: expectedVersion + 1,
        updated_at: change.meta.at,
        updated_by: change.meta.by,
      };
      if (change.document) Object.assign(columns, articleColumns(change.document, change.meta.at));
      if (change.published !== undefined) columns.published = change.published;
      const updated = await writingSlug(() =>
        db('articles').where({ id, version: expectedVersion }).update(columns),
      );
      return updated === 1;
    },

    async remove(id, expectedVersion) {
      return (await db('articles').where({ id, version: expectedVersion }).delete()) === 1;
    },
  };

  return {
    editable,

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

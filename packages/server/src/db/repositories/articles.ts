import {
  articles as articlesDef,
  richTextPlainText,
  type ArticleSummary,
  type RichTextDocument,
} from '@ia/shared';
import { whereItemState } from './collection-tables.js';
import type { Knex } from 'knex';
import { toIso } from '../knex.js';
import { createPublicRows, type PublicListQuery } from './public-rows.js';
import { readInChunks } from './query-helpers.js';
import { queueForSearch } from './search.js';

/** Columns an article list may be ordered by (the service picks; SQL names stay here). */
const ORDER_COLUMNS = { publishedAt: 'published_at', headline: 'headline', id: 'id' } as const;
export type ArticleOrderColumn = keyof typeof ORDER_COLUMNS;

/** A list of articles public at `at`: published, their date at or before it. */
export type ArticleListQuery = PublicListQuery<ArticleOrderColumn>;

export interface NewArticle {
  slug: string;
  headline: string;
  excerpt: string;
  body: RichTextDocument | null;
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

/** What an article's page shows beyond its summary, from its document. */
export interface ArticleDetailColumns {
  body: RichTextDocument | null;
  /** The people who wrote it (ids in the people collection), in the byline's order. */
  authorIds: number[];
  thumbnailAlt?: string;
  /** ISO 8601: when it was last changed (structured data, feeds). */
  updatedAt: string;
}

/** The body and authors of an article's stored document. */
function detailOf(data: string | null): Pick<ArticleDetailColumns, 'body' | 'authorIds'> {
  const doc = data ? (JSON.parse(data) as { body?: unknown; authors?: unknown }) : {};
  const body = doc.body && typeof doc.body === 'object' ? (doc.body as RichTextDocument) : null;
  const authorIds = Array.isArray(doc.authors)
    ? doc.authors.filter((id): id is number => typeof id === 'number')
    : [];
  return { body, authorIds };
}

export type ArticleRepository = ReturnType<typeof createArticleRepository>;

/**
 * Insight articles. Dates are stored as ISO 8601 UTC so they compare the same everywhere. Public
 * reads see only published articles whose date has come; the editing methods see all.
 */
export function createArticleRepository(db: Knex) {
  const published = (before: string, q: Knex = db) =>
    whereItemState(q('articles'), articlesDef, 'public', before);

  const { nextOf, ...rows } = createPublicRows<SummaryRow, ArticleSummary, ArticleOrderColumn>(db, {
    collection: 'articles',
    table: 'articles',
    rows: published,
    list: {
      columns: SUMMARY_COLUMNS,
      orderColumns: ORDER_COLUMNS,
      textColumn: 'headline',
      toItem: toSummary,
    },
  });

  return {
    ...rows,

    async findPublicBySlug(
      slug: string,
      at: string,
    ): Promise<(ArticleSummary & ArticleDetailColumns) | undefined> {
      const row = (await published(at)
        .where('slug', slug)
        .first([...SUMMARY_COLUMNS, 'data', 'thumbnail_alt', 'updated_at'])) as
        | (SummaryRow & { data: string | null; thumbnail_alt: string | null; updated_at: unknown })
        | undefined;
      if (!row) return undefined;
      return {
        ...toSummary(row),
        ...detailOf(row.data),
        ...(row.thumbnail_alt ? { thumbnailAlt: row.thumbnail_alt } : {}),
        updatedAt: toIso(row.updated_at),
      };
    },

    /** The bodies, authors and last changes of these articles (the feeds' entries), by id. */
    async detailsOf(ids: readonly number[]): Promise<Map<number, ArticleDetailColumns>> {
      if (ids.length === 0) return new Map();
      const rows = await readInChunks(
        ids,
        (chunk) =>
          db('articles')
            .whereIn('id', chunk)
            .select('id', 'data', 'thumbnail_alt', 'updated_at') as Promise<
            { id: number; data: string | null; thumbnail_alt: string | null; updated_at: unknown }[]
          >,
      );
      return new Map(
        rows.map((row) => [
          Number(row.id),
          {
            ...detailOf(row.data),
            ...(row.thumbnail_alt ? { thumbnailAlt: row.thumbnail_alt } : {}),
            updatedAt: toIso(row.updated_at),
          },
        ]),
      );
    },

    /**
     * The next instant after `after` at which a published article's date comes (it was
     * scheduled): from then it is public, with nobody writing anything.
     */
    nextPublication: (after: string) => nextOf('published_at', after),

    /** The public articles that name `personId` among their authors, newest first. */
    async listByAuthor(personId: number, at: string): Promise<ArticleSummary[]> {
      const rows = (await published(at)
        .orderBy([
          { column: 'published_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .select(...SUMMARY_COLUMNS, 'data')) as (SummaryRow & { data: string | null })[];
      return rows.filter((row) => detailOf(row.data).authorIds.includes(personId)).map(toSummary);
    },

    /** The people public articles name as authors, each with their newest article's date. */
    async authorsOfPublic(at: string): Promise<Map<number, string>> {
      const rows = (await published(at)
        .orderBy('published_at', 'desc')
        .select('published_at', 'data')) as { published_at: unknown; data: string | null }[];
      const newest = new Map<number, string>();
      for (const row of rows) {
        for (const id of detailOf(row.data).authorIds) {
          if (!newest.has(id)) newest.set(id, toIso(row.published_at));
        }
      }
      return newest;
    },

    /**
     * One range of public articles in id order, each with its last change: its date, or a later
     * edit (the sitemap's files).
     */
    async publicRange(
      at: string,
      range: { limit: number; offset: number },
    ): Promise<{ id: number; slug: string; lastmod: string }[]> {
      const rows = (await published(at)
        .orderBy('id', 'asc')
        .limit(range.limit)
        .offset(range.offset)
        .select('id', 'slug', 'published_at', 'updated_at')) as {
        id: number;
        slug: string;
        published_at: unknown;
        updated_at: unknown;
      }[];
      return rows.map((row) => {
        const date = toIso(row.published_at);
        const edited = row.updated_at === null ? date : toIso(row.updated_at);
        return { id: Number(row.id), slug: row.slug, lastmod: edited > date ? edited : date };
      });
    },

    async insert(article: NewArticle): Promise<number> {
      return db.transaction(async (trx) => {
        const [inserted] = (await trx('articles')
          .insert({
            slug: article.slug,
            headline: article.headline,
            excerpt: article.excerpt,
            body: richTextPlainText(article.body) || null,
            category: article.category,
            published_at: article.publishedAt,
            thumbnail: article.thumbnail,
            thumbnail_alt: article.thumbnailAlt ?? null,
            data: JSON.stringify({
              headline: article.headline,
              excerpt: article.excerpt,
              body: article.body,
              authors: [],
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
        const id = Number(inserted?.id);
        await queueForSearch(trx, 'articles', id);
        return id;
      });
    },
  };
}

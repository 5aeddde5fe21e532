import {
  stories as storiesDef,
  richTextPlainText,
  type RichTextDocument,
  type SuccessStory,
  type SuccessStorySummary,
} from '@ia/shared';
import type { Knex } from 'knex';
import { toIso } from '../knex.js';
import { whereItemState } from './collection-tables.js';
import { createPublicRows, type PublicListQuery } from './public-rows.js';
import { queueForSearch } from './search.js';

/** Columns a story list may be ordered by (the service picks; SQL names stay here). */
const ORDER_COLUMNS = {
  year: 'year',
  impactValue: 'impact_value',
  title: 'title',
  id: 'id',
} as const;
export type StoryOrderColumn = keyof typeof ORDER_COLUMNS;

/** A list of stories public at `at`: published, and consent not yet ended. */
export type StoryListQuery = PublicListQuery<StoryOrderColumn>;

export interface NewSuccessStory {
  slug: string;
  title: string;
  category: string;
  summary: string;
  impact: string;
  impactValue: number;
  year: number;
  primaryImage: string | null;
  galleryImages: string[];
  narrative: RichTextDocument | null;
  published: boolean;
  createdAt: string;
  galleryAlts?: string[];
  consentEndsAt?: string | null;
}

interface SummaryRow {
  id: number;
  slug: string;
  title: string;
  category: string;
  summary: string;
  impact: string;
  year: number;
  primary_image: string | null;
}

const SUMMARY_COLUMNS = [
  'id',
  'slug',
  'title',
  'category',
  'summary',
  'impact',
  'year',
  'primary_image',
] as const;

const toSummary = (row: SummaryRow): SuccessStorySummary => ({
  id: Number(row.id),
  slug: row.slug,
  title: row.title,
  category: row.category,
  summary: row.summary,
  impact: row.impact,
  year: String(row.year),
  primaryImage: row.primary_image,
});

/** The full story of a stored document (a rich-text document), null without one. */
function narrativeOf(data: string | null): RichTextDocument | null {
  const narrative = data ? (JSON.parse(data) as { narrative?: unknown }).narrative : undefined;
  return narrative && typeof narrative === 'object' ? (narrative as RichTextDocument) : null;
}

export type SuccessStoryRepository = ReturnType<typeof createSuccessStoryRepository>;

/**
 * Success stories and their ordered gallery. Public reads see only published stories whose
 * consent has not ended (`visible`); the editing methods see every story.
 */
export function createSuccessStoryRepository(db: Knex) {
  const visible = (at: string, q: Knex = db) =>
    whereItemState(q('success_stories'), storiesDef, 'public', at);

  async function galleryOf(id: number): Promise<{ image: string; alt: string | null }[]> {
    return (await db('success_story_gallery_images')
      .where('story_id', id)
      .orderBy('position', 'asc')
      .select('image', 'alt')) as { image: string; alt: string | null }[];
  }

  const { nextOf, ...rows } = createPublicRows<SummaryRow, SuccessStorySummary, StoryOrderColumn>(
    db,
    {
      collection: 'stories',
      table: 'success_stories',
      rows: visible,
      list: {
        columns: SUMMARY_COLUMNS,
        orderColumns: ORDER_COLUMNS,
        textColumn: 'title',
        numeric: ['year', 'impactValue', 'id'],
        toItem: toSummary,
      },
    },
  );

  return {
    ...rows,

    /** One range of public stories in id order, with their last change (the sitemap's files). */
    async publicRange(
      at: string,
      range: { limit: number; offset: number },
    ): Promise<{ id: number; slug: string; lastmod: string }[]> {
      const rows = (await visible(at)
        .orderBy('id', 'asc')
        .limit(range.limit)
        .offset(range.offset)
        .select('id', 'slug', 'updated_at')) as { id: number; slug: string; updated_at: unknown }[];
      return rows.map((row) => ({
        id: Number(row.id),
        slug: row.slug,
        lastmod: toIso(row.updated_at),
      }));
    },

    async findPublicBySlug(slug: string, at: string): Promise<SuccessStory | undefined> {
      const row = (await visible(at)
        .where('slug', slug)
        .first([...SUMMARY_COLUMNS, 'data', 'created_at', 'updated_at'])) as
        | (SummaryRow & { data: string | null; created_at: unknown; updated_at: unknown })
        | undefined;
      if (!row) return undefined;
      const gallery = await galleryOf(Number(row.id));
      const alts = gallery.map((g) => g.alt ?? '');
      return {
        ...toSummary(row),
        galleryImages: gallery.map((g) => g.image),
        ...(alts.some(Boolean) ? { galleryImageAlts: alts } : {}),
        narrative: narrativeOf(row.data),
        publishedAt: toIso(row.created_at),
        updatedAt: toIso(row.updated_at),
      };
    },

    /** Stories whose consent ends (or ended) before `before`, soonest first. */
    /** `visibleTo`: only published stories and this account's drafts (a contributor's view). */
    async consentsEndingBefore(before: string, limit: number, visibleTo?: number) {
      const query = db('success_stories')
        .whereNotNull('consent_ends_at')
        .where('consent_ends_at', '<=', before);
      if (visibleTo !== undefined) {
        void query.where((visible) =>
          visible.where('published', true).orWhere('created_by_id', visibleTo),
        );
      }
      const rows = (await query
        .orderBy('consent_ends_at', 'asc')
        .orderBy('id', 'asc')
        .limit(limit)
        .select('id', 'title', 'slug', 'consent_ends_at', 'published')) as {
        id: number;
        title: string;
        slug: string;
        consent_ends_at: unknown;
        published: unknown;
      }[];
      return rows.map((row) => ({
        id: Number(row.id),
        title: row.title,
        slug: row.slug,
        consentEndsAt: toIso(row.consent_ends_at),
        status: row.published ? ('published' as const) : ('draft' as const),
      }));
    },

    /**
     * The next instant after `after` at which a published story's public state changes by
     * itself: its consent ends, or its scheduled time comes.
     */
    async nextChange(after: string): Promise<string | undefined> {
      const instants = await Promise.all([
        nextOf('consent_ends_at', after),
        nextOf('publish_at', after),
      ]);
      return instants.filter((at): at is string => at !== undefined).sort()[0];
    },

    /** Inserts a story with its gallery (in the given order) in one transaction. */
    async insert(story: NewSuccessStory): Promise<number> {
      return db.transaction(async (trx) => {
        const [inserted] = (await trx('success_stories')
          .insert({
            slug: story.slug,
            title: story.title,
            category: story.category,
            summary: story.summary,
            impact: story.impact,
            impact_value: story.impactValue,
            year: story.year,
            primary_image: story.primaryImage,
            narrative: richTextPlainText(story.narrative) || null,
            published: story.published,
            consent_ends_at: story.consentEndsAt ?? null,
            created_at: story.createdAt,
            updated_at: story.createdAt,
            data: JSON.stringify({
              title: story.title,
              category: story.category,
              summary: story.summary,
              impact: story.impact,
              year: story.year,
              narrative: story.narrative,
              gallery: story.galleryImages.map((image, position) => ({
                image,
                alt: story.galleryAlts?.[position] ?? '',
              })),
              consentEndsAt: story.consentEndsAt ?? null,
            }),
          })
          .returning('id')) as { id: number }[];
        const id = Number(inserted?.id);
        await queueForSearch(trx, 'stories', id);
        if (story.galleryImages.length > 0) {
          await trx('success_story_gallery_images').insert(
            story.galleryImages.map((image, position) => ({
              story_id: id,
              position,
              image,
              alt: story.galleryAlts?.[position] ?? null,
            })),
          );
        }
        return id;
      });
    },
  };
}

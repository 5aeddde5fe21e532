import type { SuccessStory, SuccessStorySummary } from '@ia/shared';
import type { Knex } from 'knex';
import { toCount } from '../knex.js';
import { listPage, whereListFilters, type ListQuery } from './query-helpers.js';

/** Columns a story list may be ordered by (the service picks; SQL names stay here). */
const ORDER_COLUMNS = {
  year: 'year',
  impactValue: 'impact_value',
  title: 'title',
  id: 'id',
} as const;
export type StoryOrderColumn = keyof typeof ORDER_COLUMNS;

/** Columns the free-text search looks in. */
const SEARCH_COLUMNS = { title: 'title', summary: 'summary', category: 'category' } as const;
export type StorySearchColumn = keyof typeof SEARCH_COLUMNS;

export type StoryListQuery = ListQuery<StorySearchColumn, StoryOrderColumn>;

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
  narrative: string | null;
  published: boolean;
  createdAt: string;
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

export type SuccessStoryRepository = ReturnType<typeof createSuccessStoryRepository>;

/** Success stories and their ordered gallery. Only published stories are ever read out. */
export function createSuccessStoryRepository(db: Knex) {
  const published = () => db('success_stories').where('published', true);

  return {
    list(query: StoryListQuery): Promise<{ items: SuccessStorySummary[]; total: number }> {
      return listPage(db, query, {
        filtered: () => whereListFilters(published(), query, SEARCH_COLUMNS),
        columns: SUMMARY_COLUMNS,
        orderColumns: ORDER_COLUMNS,
        textColumn: 'title',
        toItem: toSummary,
      });
    },

    async findPublishedBySlug(slug: string): Promise<SuccessStory | undefined> {
      const row = (await published()
        .where('slug', slug)
        .first([...SUMMARY_COLUMNS, 'narrative'])) as
        (SummaryRow & { narrative: string | null }) | undefined;
      if (!row) return undefined;
      const gallery = (await db('success_story_gallery_images')
        .where('story_id', row.id)
        .orderBy('position', 'asc')
        .select('image')) as { image: string }[];
      return {
        ...toSummary(row),
        galleryImages: gallery.map((g) => g.image),
        narrative: row.narrative,
      };
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
            narrative: story.narrative,
            published: story.published,
            created_at: story.createdAt,
            updated_at: story.createdAt,
          })
          .returning('id')) as { id: number }[];
        const id = Number(inserted?.id);
        if (story.galleryImages.length > 0) {
          await trx('success_story_gallery_images').insert(
            story.galleryImages.map((image, position) => ({ story_id: id, position, image })),
          );
        }
        return id;
      });
    },

    async count(): Promise<number> {
      const [row] = (await db('success_stories').count({ n: '*' })) as { n: unknown }[];
      return toCount(row?.n);
    },
  };
}

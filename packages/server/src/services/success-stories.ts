import {
  isSlug,
  STORY_SORTS,
  type StorySort,
  type SuccessStory,
  type SuccessStorySummary,
} from '@ia/shared';
import type {
  NewSuccessStory,
  StoryListQuery,
  SuccessStoryRepository,
} from '../db/repositories/success-stories.js';
import { badRequest, notFound } from '../errors.js';
import { impactValue } from './impact.js';
import { parseListParams, type RawQuery } from './list-query.js';
import { createReadCache, type ReadCache } from './read-cache.js';

/** The order of each sort the API offers; ties are broken so that pages never overlap. */
const SORT_ORDERS: Record<StorySort, StoryListQuery['orderBy']> = {
  'year-desc': [
    { column: 'year', direction: 'desc' },
    { column: 'title', direction: 'asc' },
    { column: 'id', direction: 'asc' },
  ],
  'year-asc': [
    { column: 'year', direction: 'asc' },
    { column: 'title', direction: 'asc' },
    { column: 'id', direction: 'asc' },
  ],
  impact: [
    { column: 'impactValue', direction: 'desc' },
    { column: 'title', direction: 'asc' },
    { column: 'id', direction: 'asc' },
  ],
  alphabetical: [
    { column: 'title', direction: 'asc' },
    { column: 'id', direction: 'asc' },
  ],
};

/** Spec section 5: search is case-insensitive over title, summary and category. */
const SEARCH_COLUMNS = ['title', 'summary', 'category'] as const;

export type SuccessStoryInput = Omit<NewSuccessStory, 'impactValue' | 'createdAt'>;

export type SuccessStoryService = ReturnType<typeof createSuccessStoryService>;

export function createSuccessStoryService(
  repository: SuccessStoryRepository,
  options: { now?: () => Date; cache?: ReadCache } = {},
) {
  const now = options.now ?? (() => new Date());
  const cache = options.cache ?? createReadCache({ ttlMs: 0 });
  return {
    /** Published stories, newest year first unless `sort` says otherwise. */
    async list(raw: RawQuery): Promise<{ items: SuccessStorySummary[]; total: number }> {
      const params = parseListParams(raw, STORY_SORTS, 'year-desc');
      return cache.get(`stories:${JSON.stringify(params)}`, () =>
        repository.list({
          search: params.q === undefined ? undefined : { text: params.q, columns: SEARCH_COLUMNS },
          category: params.category,
          orderBy: SORT_ORDERS[params.sort],
          page: params.page,
        }),
      );
    },

    async getBySlug(slug: string): Promise<SuccessStory> {
      if (!isSlug(slug)) {
        throw badRequest('A story slug is lower-case letters and digits separated by hyphens');
      }
      return cache.get(`story:${slug}`, async () => {
        const story = await repository.findPublishedBySlug(slug);
        if (!story) throw notFound(`No success story "${slug}"`);
        return story;
      });
    },

    /** Adds a story; the impact sort key is derived here so no writer can forget it. */
    async create(input: SuccessStoryInput): Promise<number> {
      if (!isSlug(input.slug)) throw new Error(`Invalid story slug "${input.slug}"`);
      if (!Number.isInteger(input.year) || input.year < 1900 || input.year > 2100) {
        throw new Error(`Invalid year ${input.year} for story "${input.slug}"`);
      }
      const id = await repository.insert({
        ...input,
        impactValue: impactValue(input.impact),
        createdAt: now().toISOString(),
      });
      cache.clear();
      return id;
    },
  };
}

import {
  searchTerms,
  isSlug,
  STORY_SORTS,
  type StorySort,
  type SuccessStory,
  type SuccessStorySummary,
} from '@ia/shared';
import type { ContentRepository } from '../db/repositories/content.js';
import type { ImageRepository } from '../db/repositories/images.js';
import type {
  NewSuccessStory,
  StoryListQuery,
  SuccessStoryRepository,
} from '../db/repositories/success-stories.js';
import { badRequest, notFound } from '../errors.js';
import { impactValue } from './impact.js';
import { filterOf, parseDetailParams, parseListParams, type RawQuery } from './list-query.js';
import { createReadCache, type ReadCache } from './read-cache.js';
import { richTextWithSizes } from './rich-text.js';
import { inLanguage, languagesOf, languagesOfMany } from './translate.js';

/** The fields a story's translation holds: its texts, and its gallery's alt texts. */
export const STORY_TRANSLATED_FIELDS = [
  'title',
  'summary',
  'impact',
  'narrative',
  { images: 'gallery', list: 'galleryImages', alts: 'galleryImageAlts' },
] as const;

/** A story, or the address it has moved to (an old slug: answered with a 301). */
export type StoryLookup =
  { story: SuccessStory & { lang: string; languages: string[] } } | { movedTo: string };

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

export type SuccessStoryInput = Omit<NewSuccessStory, 'impactValue' | 'createdAt'>;

export type SuccessStoryService = ReturnType<typeof createSuccessStoryService>;

export function createSuccessStoryService(
  repository: SuccessStoryRepository,
  options: {
    /** Brings the search index up to date with what was written (before a search). */
    searched?: () => Promise<void>;
    content: ContentRepository;
    images: Pick<ImageRepository, 'findByPaths'>;
    now?: () => Date;
    cache?: ReadCache;
    /** Totals of each filter, kept until content changes (`invalidate`). */
    totals?: ReadCache;
  },
) {
  const { content } = options;
  const now = options.now ?? (() => new Date());
  const cache = options.cache ?? createReadCache({ ttlMs: 0 });
  const totals = options.totals ?? createReadCache({ ttlMs: 0 });
  return {
    /**
     * Public stories (published, consent not ended), newest year first unless `sort` says
     * otherwise, in the language asked for where they have it. Search and the alphabetical
     * order work on the English original.
     */
    async list(
      raw: RawQuery,
    ): Promise<{ items: (SuccessStorySummary & { lang: string })[]; total: number }> {
      const params = parseListParams(raw, STORY_SORTS, 'year-desc');
      return cache.get(`stories:${JSON.stringify(params)}`, async () => {
        if (params.q !== undefined) await options.searched?.();
        const { items, total } = await repository.list({
          search:
            params.q === undefined
              ? undefined
              : { terms: searchTerms(params.q), lang: params.lang },
          category: params.category,
          orderBy: SORT_ORDERS[params.sort],
          page: params.page,
          once: (what, load) =>
            totals.get(`stories:${JSON.stringify(filterOf(params))}:${what}`, load),
          visibleAt: now().toISOString(),
        });
        return {
          items: await inLanguage(content, 'stories', items, params.lang, STORY_TRANSLATED_FIELDS),
          total,
        };
      });
    },

    /** One public story in the language asked for, or where its old address now points. */
    async getBySlug(slug: string, raw: RawQuery = {}): Promise<StoryLookup> {
      if (!isSlug(slug)) {
        throw badRequest('A story slug is lower-case letters and digits separated by hyphens');
      }
      const { lang } = parseDetailParams(raw);
      return cache.get(`story:${slug}:${lang}`, async (): Promise<StoryLookup> => {
        const at = now().toISOString();
        const story = await repository.findVisibleBySlug(slug, at);
        if (!story) {
          const target = await content.redirectTarget('stories', slug);
          const movedTo =
            target === undefined ? undefined : await repository.visibleSlugOf(target, at);
          if (movedTo !== undefined && movedTo !== slug) return { movedTo };
          throw notFound(`No success story "${slug}"`);
        }
        const [translated] = await inLanguage(
          content,
          'stories',
          [story],
          lang,
          STORY_TRANSLATED_FIELDS,
        );
        const [narrative] = await richTextWithSizes(options.images, [translated!.narrative]);
        return {
          story: {
            ...translated!,
            narrative: narrative ?? null,
            languages: await languagesOf(content, 'stories', story.id),
          },
        };
      });
    },

    /** The languages each of `ids` is written in, English first (sitemap). */
    languagesOf(ids: readonly number[]) {
      return languagesOfMany(content, 'stories', ids);
    },

    /** How many stories are public now (sitemap). */
    countPublic(): Promise<number> {
      return repository.countVisible(now().toISOString());
    },

    /** One range of public stories in a stable order, with their last change (sitemap). */
    publicRange(range: { limit: number; offset: number }) {
      return repository.visibleRange(now().toISOString(), range);
    },

    /** When public content (what the site's pages show) last changed. */
    lastPublicChange(): Promise<string | undefined> {
      return content.newestPublicChange(now().toISOString());
    },

    /** Forgets what was read (content changed). */
    invalidate(): void {
      cache.clear();
      totals.clear();
    },

    /** The next instant a story's public state changes by itself (consent end, scheduled time). */
    nextChange(): Promise<string | undefined> {
      return repository.nextChange(now().toISOString());
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
      totals.clear();
      return id;
    },
  };
}

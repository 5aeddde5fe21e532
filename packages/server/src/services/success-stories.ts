import { isSlug, STORY_SORTS, type StorySort, type SuccessStory } from '@ia/shared';
import type { ImageRepository } from '../db/repositories/images.js';
import type {
  NewSuccessStory,
  StoryListQuery,
  SuccessStoryRepository,
} from '../db/repositories/success-stories.js';
import { impactValue } from './impact.js';
import type { RawQuery } from './list-query.js';
import { createPublicCollection, type PublicCollectionOptions } from './public-collection.js';
import { libraryAlts } from './picture-alts.js';
import { richTextWithSizes } from './rich-text.js';
import { inLanguage } from './translate.js';

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
  options: PublicCollectionOptions & { images: Pick<ImageRepository, 'findByPaths'> },
) {
  const { content } = options;
  const stories = createPublicCollection(
    {
      collection: 'stories',
      sorts: STORY_SORTS,
      defaultSort: 'year-desc',
      orders: SORT_ORDERS,
      translated: STORY_TRANSLATED_FIELDS,
      badSlug: 'A story slug is lower-case letters and digits separated by hyphens',
      missing: (slug) => `No success story "${slug}"`,
    },
    repository,
    options,
  );
  const { now } = stories;
  return {
    /**
     * Public stories (published, consent not ended), newest year first unless `sort` says
     * otherwise, in the language asked for where they have it. Search and the alphabetical
     * order work on the English original.
     */
    list: stories.list,

    /** One public story in the language asked for, or where its old address now points. */
    async getBySlug(slug: string, raw: RawQuery = {}): Promise<StoryLookup> {
      const found = await stories.bySlug(slug, raw, async (story, lang) => {
        const [translated] = await inLanguage(
          content,
          'stories',
          [story],
          lang,
          STORY_TRANSLATED_FIELDS,
        );
        const [narrative] = await richTextWithSizes(options.images, [translated!.narrative]);
        const alts = await libraryAlts(
          options.images,
          translated!.galleryImages.map((src, index) => ({
            src,
            alt: translated!.galleryImageAlts?.[index],
          })),
          lang,
        );
        return {
          ...translated!,
          ...(alts.some(Boolean) ? { galleryImageAlts: alts } : {}),
          narrative: narrative ?? null,
        };
      });
      return 'movedTo' in found ? found : { story: found.item };
    },

    languagesOf: stories.languagesOf,
    countPublic: stories.countPublic,
    publicRange: stories.publicRange,

    /** When public content (what the site's pages show) last changed. */
    lastPublicChange(): Promise<string | undefined> {
      return content.newestPublicChange(now().toISOString());
    },

    invalidate: stories.invalidate,

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
      stories.invalidate();
      return id;
    },
  };
}

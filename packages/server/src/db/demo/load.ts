import type { Repositories } from '../repositories/index.js';
import type { NewImage } from '../repositories/images.js';
import type { Logger } from '../../logger.js';
import type { Storage } from '../../storage/index.js';
import { articles, people, richTextFromPlainText, stories } from '@ia/shared';
import { createContentEditingService } from '../../services/content-editing.js';
import { DEMO_ARTICLES, DEMO_AUTHORS } from './articles.js';
import { renderDemoImage, type DemoImageSpec } from './images.js';
import { DEMO_STORIES } from './stories.js';
import {
  DEMO_ARTICLE_TRANSLATIONS,
  DEMO_STORY_TRANSLATIONS,
  demoGalleryAlt,
  type DemoTranslationLanguage,
} from './translations.js';

const STORY_IMAGE = { width: 1600, height: 1000, format: 'jpeg' } as const;
const ARTICLE_IMAGE = { width: 1200, height: 675, format: 'webp' } as const;
const PORTRAIT = { width: 400, height: 400, format: 'webp' } as const;
const RENDER_CONCURRENCY = 4;

/** Translations as the content model keeps them: the plain-text field as rich text. */
function withRichText(
  byLanguage: Partial<Record<string, object>> | undefined,
  field: string,
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(byLanguage ?? {}).map(([lang, translation]) => {
      const fields = { ...translation } as Record<string, unknown>;
      if (typeof fields[field] === 'string') {
        fields[field] = richTextFromPlainText(fields[field]);
      }
      return [lang, fields];
    }),
  );
}

/** Each language's translation with the alt texts of its pictures, written in that language. */
function withPictureAlts(
  byLanguage: Record<string, Record<string, unknown>>,
  pictures: (lang: DemoTranslationLanguage, fields: Record<string, unknown>) => object,
): Record<string, Record<string, unknown>> {
  return Object.fromEntries(
    Object.entries(byLanguage).map(([lang, fields]) => [
      lang,
      { ...fields, ...pictures(lang as DemoTranslationLanguage, fields) },
    ]),
  );
}

export interface DemoLoadResult {
  loaded: boolean;
  stories: number;
  articles: number;
  images: number;
}

/**
 * Fills an EMPTY database with the demo stories and articles and draws their images into the
 * media storage (DATA_DIR/media, or the S3 bucket), at the same keys for both drivers. A database that holds any story, article or image is never touched.
 * Rows go in through the content service (so derived fields such as the impact sort key, the
 * record of changes and of the images each item shows are written the normal way) in one
 * transaction: either all the demo content is there or none of it.
 */
export async function loadDemoContentIfEmpty(deps: {
  repositories: Repositories;
  /** The originals store (see storage/index.ts). */
  storage: Storage;
  logger: Logger;
  now?: () => Date;
}): Promise<DemoLoadResult> {
  const { repositories, storage, logger } = deps;
  const now = deps.now ?? (() => new Date());
  const counts = await Promise.all([
    repositories.successStories.count(),
    repositories.articles.count(),
    repositories.images.count(),
  ]);
  if (counts.some((n) => n > 0)) return { loaded: false, stories: 0, articles: 0, images: 0 };

  const started = Date.now();
  const jobs: { path: string; alt: string; spec: DemoImageSpec }[] = [];
  const storyImages = new Map<string, { refs: string[]; alts: string[] }>();
  for (const story of DEMO_STORIES) {
    const refs: string[] = [];
    const alts: string[] = [];
    for (let n = 1; n <= story.gallery; n++) {
      const path = `stories/${story.slug}-${n}.jpg`;
      const alt = demoGalleryAlt(story.title, n, story.gallery, 'en');
      refs.push(`/media/${path}`);
      alts.push(alt);
      jobs.push({
        path,
        alt,
        spec: {
          ...STORY_IMAGE,
          seed: story.slug,
          variant: n - 1,
          category: story.category,
        },
      });
    }
    storyImages.set(story.slug, { refs, alts });
  }
  for (const article of DEMO_ARTICLES) {
    jobs.push({
      path: `articles/${article.slug}.webp`,
      alt: article.headline,
      spec: {
        ...ARTICLE_IMAGE,
        seed: article.slug,
        category: article.category,
      },
    });
    Object.entries(article.pictures ?? {}).forEach(([name, alt], index) => {
      jobs.push({
        path: `articles/${article.slug}-${name}.webp`,
        alt,
        spec: {
          ...ARTICLE_IMAGE,
          seed: article.slug,
          category: article.category,
          variant: index + 1,
        },
      });
    });
  }
  const portraitOf = (name: string) => `people/${name.toLowerCase().replace(/[^a-z]+/g, '-')}.webp`;
  for (const author of DEMO_AUTHORS) {
    jobs.push({
      path: portraitOf(author.name),
      alt: author.name,
      spec: { ...PORTRAIT, seed: author.name, category: 'Community', variant: 1 },
    });
  }

  const createdAt = now().toISOString();
  const images: NewImage[] = [];
  for (let i = 0; i < jobs.length; i += RENDER_CONCURRENCY) {
    await Promise.all(
      jobs.slice(i, i + RENDER_CONCURRENCY).map(async (job) => {
        const data = await renderDemoImage(job.spec);
        const contentType = job.spec.format === 'webp' ? 'image/webp' : 'image/jpeg';
        await storage.put(job.path, data, { contentType, size: data.length });
        images.push({
          path: job.path,
          contentType,
          width: job.spec.width,
          height: job.spec.height,
          byteSize: data.length,
          alt: job.alt,
          createdAt,
        });
      }),
    );
  }
  images.sort((a, b) => a.path.localeCompare(b.path));

  const content = createContentEditingService({ repositories, now, onChange: () => {} });
  await repositories.transaction(async (repos) => {
    await repos.images.insertMany(images);
    await content.seed(
      stories,
      DEMO_STORIES.map((story) => {
        const { refs, alts } = storyImages.get(story.slug) ?? { refs: [], alts: [] };
        return {
          slug: story.slug,
          title: story.title,
          category: story.category,
          summary: story.summary,
          impact: story.impact,
          year: story.year,
          narrative: richTextFromPlainText(story.narrative),
          gallery: refs.map((image, index) => ({ image, alt: alts[index] ?? story.title })),
          consentEndsAt: null,
          published: story.published,
          translations: withPictureAlts(
            withRichText(DEMO_STORY_TRANSLATIONS[story.slug], 'narrative'),
            (lang, fields) => ({
              gallery: refs.map((image, index) => ({
                image,
                alt: demoGalleryAlt(String(fields.title), index + 1, story.gallery, lang),
              })),
            }),
          ),
        };
      }),
      repos,
    );
    const authorIds = await content.seed(
      people,
      DEMO_AUTHORS.map((author) => ({
        ...author,
        team: 'staff',
        portrait: { image: `/media/${portraitOf(author.name)}`, alt: `Portrait of ${author.name}` },
        translations: author.translations as Record<string, Record<string, unknown>>,
      })),
      repos,
    );
    const authorId = (name: string) => authorIds[DEMO_AUTHORS.findIndex((a) => a.name === name)]!;
    await content.seed(
      articles,
      DEMO_ARTICLES.map((article) => ({
        slug: article.slug,
        headline: article.headline,
        excerpt: article.excerpt,
        body: typeof article.body === 'string' ? richTextFromPlainText(article.body) : article.body,
        authors: (article.authors ?? []).map(authorId),
        category: article.category,
        publishedAt: article.publishedAt,
        thumbnail: { image: `/media/articles/${article.slug}.webp`, alt: article.headline },
        published: true,
        translations: withPictureAlts(
          withRichText(DEMO_ARTICLE_TRANSLATIONS[article.slug], 'body'),
          (_lang, fields) => ({
            thumbnail: {
              image: `/media/articles/${article.slug}.webp`,
              alt: String(fields.headline),
            },
          }),
        ),
      })),
      repos,
    );
  });

  const result = {
    loaded: true,
    stories: DEMO_STORIES.length,
    articles: DEMO_ARTICLES.length,
    images: images.length,
  };
  logger.info('demo content loaded into the empty database', {
    ...result,
    ms: Date.now() - started,
  });
  return result;
}

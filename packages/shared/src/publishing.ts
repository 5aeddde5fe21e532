import * as v from 'valibot';
import { LANGUAGE_CODES, type LanguageCode } from './languages.js';

/**
 * Staff publishing (ARCHITECTURE.md, "Admin only": content editing). Success stories and
 * articles are edited as one document each: the English original, the translations, the
 * pictures with their alt texts and, for a story about a person, the end of their consent. The
 * server validates what the editor sends with these schemas and the editor validates the answers
 * with them, so a rule lives here once.
 *
 *   GET    /api/admin/{kind}                        every item, drafts included (AdminContentItem[])
 *   POST   /api/admin/{kind}                        { document } → 201 AdminContentRecord (a draft)
 *   GET    /api/admin/{kind}/{id}                   AdminContentRecord
 *   PUT    /api/admin/{kind}/{id}                   { version, document } → AdminContentRecord
 *   POST   /api/admin/{kind}/{id}/publish           { version } → AdminContentRecord
 *   POST   /api/admin/{kind}/{id}/unpublish         { version } → AdminContentRecord
 *   DELETE /api/admin/{kind}/{id}?version=N         204
 *   GET    /api/admin/{kind}/{id}/revisions         AdminRevision[] (newest first)
 *   POST   /api/admin/{kind}/{id}/revisions/{n}/restore   { version } → AdminContentRecord
 *   GET    /api/admin/consents?days=30              stories whose consent ends within `days`
 *   GET    /api/admin/images                        stored images to pick from (AdminImage[])
 *
 * `kind` is `stories` or `articles`. A save, publish, unpublish, delete or restore names the
 * version it was based on; if someone saved in between the answer is 409 `conflict` and nothing
 * is written.
 */

export const CONTENT_KINDS = ['stories', 'articles'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

/** Languages a translation may be written in (every site language but English, the original). */
export const TRANSLATION_LANGUAGES = LANGUAGE_CODES.filter(
  (code): code is Exclude<LanguageCode, 'en'> => code !== 'en',
);
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

/** The query parameter of the public API that asks for a language (`?lang=fr`). */
export const CONTENT_LANG_PARAM = 'lang';

/**
 * A slug made from a title: accents dropped, lower-case ASCII letters and digits joined by single
 * hyphens, at most 80 characters cut at a word. Empty when the title has no Latin letter or digit.
 */
export function slugify(title: string): string {
  const words = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > 80) break;
    slug = next;
  }
  return slug || (words[0]?.slice(0, 80) ?? '');
}

const text = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.minLength(1, `Enter the ${label.toLowerCase()}`),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

const longText = (label: string, max: number) =>
  v.pipe(
    v.string(`${label} must be text`),
    v.trim(),
    v.maxLength(max, `${label} must be at most ${max} characters`),
  );

/** An image reference as stored: a `/media/…` path on this site or an https address. */
const imageReference = v.pipe(
  v.string('Choose an image'),
  v.trim(),
  v.minLength(1, 'Choose an image'),
  v.maxLength(500, 'The image address is too long'),
  v.check(
    (value) => value.startsWith('/media/') || /^https:\/\/[^\s]+$/.test(value),
    'Use an uploaded image (/media/…) or an https address',
  ),
);

/** A picture and the text that stands for it for people who cannot see it (required). */
export const contentImageSchema = v.object({
  image: imageReference,
  alt: v.pipe(
    v.string('Describe the image'),
    v.trim(),
    v.minLength(1, 'Describe the image for people who cannot see it (alt text)'),
    v.maxLength(300, 'Alt text must be at most 300 characters'),
  ),
});
export type ContentImage = v.InferOutput<typeof contentImageSchema>;

const slugField = v.pipe(
  v.string('The address must be text'),
  v.trim(),
  v.maxLength(120, 'The address must be at most 120 characters'),
  v.check(
    (value) => value === '' || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value),
    'Use lower-case letters, digits and single hyphens (for example reading-corners-lagos)',
  ),
);

/** An ISO 8601 date-time or a calendar date (YYYY-MM-DD, read as midnight UTC). */
const instant = (label: string) =>
  v.pipe(
    v.string(`${label} must be a date`),
    v.trim(),
    v.check((value) => !Number.isNaN(Date.parse(value)), `${label} is not a valid date`),
    v.transform((value) => new Date(value).toISOString()),
  );

export const storyTranslationSchema = v.object({
  title: text('Title', 200),
  summary: text('Summary', 1000),
  impact: text('Impact', 200),
  narrative: longText('Full story', 50_000),
});
export type StoryTranslation = v.InferOutput<typeof storyTranslationSchema>;

export const articleTranslationSchema = v.object({
  headline: text('Headline', 300),
  excerpt: text('Excerpt', 1000),
  body: longText('Body', 100_000),
});
export type ArticleTranslation = v.InferOutput<typeof articleTranslationSchema>;

const translations = <T extends v.GenericSchema>(schema: T) =>
  v.pipe(
    v.record(
      v.picklist(TRANSLATION_LANGUAGES, 'Translations are in one of the site languages'),
      schema,
    ),
  );

/** A success story as staff edit it; English fields at the top, translations beside them. */
export const storyDocumentSchema = v.object({
  ...storyTranslationSchema.entries,
  /** Empty: made from the title. */
  slug: v.optional(slugField, ''),
  category: text('Category', 100),
  year: v.pipe(
    v.number('Year must be a number'),
    v.integer('Year must be a whole number'),
    v.minValue(1990, 'Year must be 1990 or later'),
    v.maxValue(2100, 'Year must be 2100 or earlier'),
  ),
  /** The first picture is the story's main image; the rest follow in the gallery in order. */
  gallery: v.pipe(v.array(contentImageSchema), v.maxLength(20, 'A gallery has at most 20 images')),
  /** When the person in the story stops consenting to it being public; null: no end. */
  consentEndsAt: v.nullable(instant('Consent end')),
  translations: v.optional(translations(storyTranslationSchema), {}),
});
export type StoryDocument = v.InferOutput<typeof storyDocumentSchema>;
export type StoryDocumentInput = v.InferInput<typeof storyDocumentSchema>;

/** An insight article as staff edit it. */
export const articleDocumentSchema = v.object({
  ...articleTranslationSchema.entries,
  slug: v.optional(slugField, ''),
  category: text('Category', 100),
  /** The date shown on the article; publishing without one uses the moment of publishing. */
  publishedAt: v.nullable(instant('Publication date')),
  thumbnail: v.nullable(contentImageSchema),
  translations: v.optional(translations(articleTranslationSchema), {}),
});
export type ArticleDocument = v.InferOutput<typeof articleDocumentSchema>;
export type ArticleDocumentInput = v.InferInput<typeof articleDocumentSchema>;

export type ContentDocument = StoryDocument | ArticleDocument;

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];

const versionField = v.pipe(
  v.number('version must be a number'),
  v.integer('version must be a whole number'),
  v.minValue(1, 'version must be at least 1'),
);

/** The body of a save. */
export const saveContentSchema = <T extends v.GenericSchema>(document: T) =>
  v.object({ version: versionField, document });

/** The body of a publish, unpublish or restore: the version the action is based on. */
export const versionBodySchema = v.object({ version: versionField });

/** One line of an admin list. */
export const adminContentItemSchema = v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  category: v.string(),
  status: v.picklist(CONTENT_STATUSES),
  version: v.number(),
  /** The languages the item is written in, English first. */
  languages: v.array(v.string()),
  updatedAt: v.string(),
  updatedBy: v.nullable(v.string()),
  consentEndsAt: v.nullable(v.string()),
  /** Stories and articles whose consent has ended are no longer public, even when published. */
  public: v.boolean(),
  image: v.nullable(v.string()),
});
export type AdminContentItem = v.InferOutput<typeof adminContentItemSchema>;
export const adminContentListSchema = v.array(adminContentItemSchema);

/** One item as the editor loads it. */
export const adminContentRecordSchema = v.object({
  id: v.number(),
  kind: v.picklist(CONTENT_KINDS),
  status: v.picklist(CONTENT_STATUSES),
  version: v.number(),
  public: v.boolean(),
  updatedAt: v.string(),
  updatedBy: v.nullable(v.string()),
  /** Earlier addresses that now answer 301 to this one. */
  formerSlugs: v.array(v.string()),
  document: v.unknown(),
});
export type AdminContentRecord<D = ContentDocument> = Omit<
  v.InferOutput<typeof adminContentRecordSchema>,
  'document'
> & { document: D & { slug: string } };

export const REVISION_ACTIONS = [
  'created',
  'saved',
  'published',
  'unpublished',
  'restored',
  'deleted',
] as const;
export type RevisionAction = (typeof REVISION_ACTIONS)[number];

/** One recorded change: who, when, what. */
export const adminRevisionSchema = v.object({
  /** The version this change made. */
  version: v.number(),
  action: v.picklist(REVISION_ACTIONS),
  by: v.nullable(v.string()),
  at: v.string(),
  /** The fields that changed, in words (e.g. "title, gallery, French translation"). */
  changes: v.array(v.string()),
});
export type AdminRevision = v.InferOutput<typeof adminRevisionSchema>;
export const adminRevisionListSchema = v.array(adminRevisionSchema);

/** `GET /api/admin/consents`: stories whose consent ends soon (or has ended). */
export const adminConsentSchema = v.object({
  id: v.number(),
  title: v.string(),
  slug: v.string(),
  consentEndsAt: v.string(),
  status: v.picklist(CONTENT_STATUSES),
});
export type AdminConsent = v.InferOutput<typeof adminConsentSchema>;
export const adminConsentListSchema = v.array(adminConsentSchema);

/** `GET /api/admin/images`: stored images to pick a gallery from, newest first. */
export const adminImageSchema = v.object({
  /** Root-relative `/media/…` address. */
  url: v.string(),
  width: v.number(),
  height: v.number(),
  alt: v.nullable(v.string()),
  name: v.nullable(v.string()),
  createdAt: v.string(),
});
export type AdminImage = v.InferOutput<typeof adminImageSchema>;
export const adminImageListSchema = v.array(adminImageSchema);

/** How far ahead the dashboard looks for ending consents. */
export const CONSENT_WARNING_DAYS = 30;

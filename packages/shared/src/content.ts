import * as v from 'valibot';
import { isRichTextDocument, type RichTextDocument } from './model/richtext.js';

/** Categories the spec names; any other string is allowed and gets the default icon. */
export const STORY_CATEGORIES = [
  'Education',
  'Health',
  'Governance',
  'Technology',
  'Youth Development',
  'Social Welfare',
  'Educational Technology',
] as const;

/** Sort orders of the story list, in the order the impact page offers them. */
export const STORY_SORTS = ['year-desc', 'year-asc', 'impact', 'alphabetical'] as const;
export type StorySort = (typeof STORY_SORTS)[number];

/** Largest page a list endpoint answers; the impact page asks for 6. */
export const MAX_PAGE_SIZE = 100;

/**
 * List endpoints answer a JSON array; when `page`/`pageSize` are given, the total number of
 * matches is in this response header (exposed to cross-origin readers).
 */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** The longest a slug may be. */
export const SLUG_MAX_LENGTH = 120;
/** A slug: lower-case letters and digits separated by single hyphens, 1 to 120 characters. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const isSlug = (value: string): boolean =>
  value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);

// Schemas are marked pure: a page keeps only those it reads (the home page no article's).

/**
 * A rich-text document as an answer carries it: only its shape is checked here (a page draws it
 * through the renderer's allow-list, which leaves out whatever it does not know).
 */
export const richTextAnswerSchema = /* @__PURE__ */ v.custom<RichTextDocument>(
  isRichTextDocument,
  'Not a rich-text document',
);

/** A picture as public reads give it: address, alt text, size and focal point. */
export const publicImageSchema = /* @__PURE__ */ v.object({
  src: v.string(),
  alt: v.string(),
  width: v.number(),
  height: v.number(),
  focalX: v.number(),
  focalY: v.number(),
});

/** A person who wrote an article (the people collection), in the language asked where written. */
export const articleAuthorSchema = /* @__PURE__ */ v.object({
  id: v.number(),
  name: v.string(),
  /** The address of the author's page (`/insights/authors/{slug}`): their name, slugified. */
  slug: v.optional(v.string(), ''),
  role: v.optional(v.string(), ''),
  bio: v.optional(v.string(), ''),
  portrait: v.optional(v.nullable(publicImageSchema), null),
  lang: v.optional(v.string()),
});
export type ArticleAuthor = v.InferOutput<typeof articleAuthorSchema>;

export const successStorySummarySchema = /* @__PURE__ */ v.object({
  id: v.number(),
  slug: v.string(),
  title: v.string(),
  category: v.string(),
  summary: v.string(),
  impact: v.string(),
  year: v.string(),
  primaryImage: v.nullable(v.string()),
  /** The language of the texts (`?lang=` asked for one the story is not written in: English). */
  lang: v.optional(v.string()),
});
export type SuccessStorySummary = v.InferOutput<typeof successStorySummarySchema>;

export const successStorySchema = /* @__PURE__ */ v.object({
  ...successStorySummarySchema.entries,
  galleryImages: v.array(v.string()),
  /** The alt text of each gallery image, in the same order (stories written by staff). */
  galleryImageAlts: v.optional(v.array(v.string())),
  /** The full story: a rich-text document (its pictures with their size), or null. */
  narrative: v.nullable(richTextAnswerSchema),
  /** Every language the story is written in, English first. */
  languages: v.optional(v.array(v.string())),
  /** ISO 8601: when the story was first written, and last changed (structured data). */
  publishedAt: v.optional(v.string()),
  updatedAt: v.optional(v.string()),
});
export type SuccessStory = v.InferOutput<typeof successStorySchema>;

export const successStoryListSchema = /* @__PURE__ */ v.array(successStorySummarySchema);

export const articleSummarySchema = /* @__PURE__ */ v.object({
  id: v.number(),
  slug: v.string(),
  headline: v.string(),
  excerpt: v.string(),
  category: v.string(),
  /** ISO 8601 date-time. */
  publishedAt: v.string(),
  thumbnailUrl: v.nullable(v.string()),
  /** The language of the texts (see the story's). */
  lang: v.optional(v.string()),
});
export type ArticleSummary = v.InferOutput<typeof articleSummarySchema>;

/** `GET /api/authors/:slug`: an author and their public articles, newest first. */
export const authorPageSchema = /* @__PURE__ */ v.object({
  author: articleAuthorSchema,
  /** One page of their articles, newest first (`page`, `pageSize`: 12 by default). */
  articles: v.array(articleSummarySchema),
  /** How many articles they have in all. */
  total: v.optional(v.number()),
});
export type AuthorPage = v.InferOutput<typeof authorPageSchema>;

export const articleSchema = /* @__PURE__ */ v.object({
  ...articleSummarySchema.entries,
  /** The article: a rich-text document (its pictures with their size), or null. */
  body: v.nullable(richTextAnswerSchema),
  thumbnailAlt: v.optional(v.nullable(v.string())),
  /** Who wrote it, in the byline's order (none: the organisation). */
  authors: v.optional(v.array(articleAuthorSchema), []),
  /** ISO 8601: when it was last changed. */
  updatedAt: v.optional(v.string()),
  /** Every language the article is written in, English first. */
  languages: v.optional(v.array(v.string())),
});
export type Article = v.InferOutput<typeof articleSchema>;

export const articleListSchema = /* @__PURE__ */ v.array(articleSummarySchema);

/** Page size a list endpoint uses when `page` is given without `pageSize`. */
export const DEFAULT_PAGE_SIZE = 12;

/** Sort orders of the article list; the default is newest first. */
export const ARTICLE_SORTS = ['newest', 'oldest', 'alphabetical'] as const;
export type ArticleSort = (typeof ARTICLE_SORTS)[number];

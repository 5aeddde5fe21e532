import * as v from 'valibot';
import type { articles, stories } from './collections/publishing.js';
import type { DocumentOf, Translations } from './model/define.js';
import type { TranslationState } from './model/localize.js';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from './languages.js';

/**
 * The admin content API (ARCHITECTURE.md, "Admin only"), the same for every collection and
 * global the content model declares (packages/shared/src/collections):
 *
 *   GET    /api/admin/schema                         every collection and global with its fields
 *   GET    /api/admin/{collection}?q&status&page&pageSize   items, drafts included (X-Total-Count)
 *   POST   /api/admin/{collection}                   { document } → 201 AdminContentRecord (a draft)
 *   PUT    /api/admin/{collection}/order             { ids } staff's order (orderable collections)
 *   GET    /api/admin/{collection}/{id}              AdminContentRecord
 *   PUT    /api/admin/{collection}/{id}              { version, document } → AdminContentRecord
 *   POST   /api/admin/{collection}/{id}/publish      { version } → AdminContentRecord
 *   POST   /api/admin/{collection}/{id}/unpublish    { version } → AdminContentRecord
 *   DELETE /api/admin/{collection}/{id}?version=N    204
 *   POST   /api/admin/{collection}/{id}/submit       { version } → AdminContentRecord (in review; editors e-mailed)
 *   POST   /api/admin/{collection}/{id}/return       { version, note } → AdminContentRecord (author e-mailed)
 *   GET    /api/admin/review                         ReviewEntry[]: drafts in review (editors), one's own (contributors)
 *   GET    /api/admin/{collection}/{id}/revisions    AdminRevision[] (newest first)
 *   POST   /api/admin/{collection}/{id}/revisions/{n}/restore   { version } → AdminContentRecord
 *   GET    /api/admin/globals                        every global with its version
 *   GET    /api/admin/globals/{name}                 AdminGlobalRecord
 *   PUT    /api/admin/globals/{name}                 { version, document } → AdminGlobalRecord
 *   GET    /api/admin/globals/{name}/revisions       AdminRevision[]
 *   POST   /api/admin/globals/{name}/revisions/{n}/restore   { version } → AdminGlobalRecord
 *   GET    /api/admin/translation-status             per language, what is translated
 *   POST   /api/admin/{collection}/{id}/reviewed/{lang}   → AdminContentRecord (editors: the translation is checked)
 *   POST   /api/admin/globals/{name}/reviewed/{lang}      → AdminGlobalRecord (editors)
 *   GET    /api/admin/consents?days=30               stories whose consent ends within `days`
 *   GET    /api/admin/images?q&page&pageSize         the image library, with where each is used
 *   PATCH  /api/admin/images/{id}                    { alt?, name?, focalX?, focalY? }
 *   DELETE /api/admin/images/{id}                    204, or 409 naming where it is used
 *
 * A document is the English fields (and the slug where items have addresses) with
 * `translations: { fr: {…}, ar: {…} }` beside them. A save, publish, unpublish, delete or
 * restore names the version it was based on; if someone saved in between the answer is 409
 * `conflict` and nothing is written. Bad input is a 422 with a message per field path.
 *
 * What each role may do is in permissions.ts (a 403 `forbidden` says why, in the words of
 * `contentRefusal`): a contributor lists and reads published items and their own drafts, writes
 * and deletes only their own drafts, and submits them for review instead of publishing; an
 * editor publishes, or sends a draft back to its author with a note.
 */

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

/** The query parameter of the public API that asks for a language (`?lang=fr`). */
export const CONTENT_LANG_PARAM = 'lang';

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

export const REVIEW_STATES = ['submitted', 'returned'] as const;
export type ReviewStateName = (typeof REVIEW_STATES)[number];

/** Where a draft is in review: submitted by its author, or sent back with an editor's note. */
export const reviewStateSchema = v.object({
  state: v.picklist(REVIEW_STATES),
  /** The editor's note of a draft sent back (null when submitted). */
  note: v.nullable(v.string()),
  /** When it was submitted or sent back. */
  at: v.string(),
  /** Who submitted it or sent it back (their e-mail address). */
  by: v.nullable(v.string()),
});
export type ReviewState = v.InferOutput<typeof reviewStateSchema>;

/** Who wrote an item first, and where it is in review; beside each item of a list and record. */
const authorship = {
  /** The account that created it; null for content from before accounts, and the seed's. */
  authorId: v.optional(v.nullable(v.number()), null),
  /** That account's e-mail address. */
  createdBy: v.optional(v.nullable(v.string()), null),
  /** Null when it is not in review. */
  review: v.optional(v.nullable(reviewStateSchema), null),
};

/** One line of an admin list. */
export const adminContentItemSchema = v.object({
  id: v.number(),
  /** The item's address ('' where items have none). */
  slug: v.string(),
  title: v.string(),
  /** A story's or article's category ('' for other collections). */
  category: v.string(),
  /** The values of the collection's list fields, as text, by field name. */
  columns: v.optional(v.record(v.string(), v.string()), {}),
  /** Its place in staff's order (orderable collections). */
  position: v.optional(v.number(), 0),
  status: v.picklist(CONTENT_STATUSES),
  version: v.number(),
  /** The languages the item is written in, English first. */
  languages: v.array(v.string()),
  updatedAt: v.string(),
  updatedBy: v.nullable(v.string()),
  consentEndsAt: v.nullable(v.string()),
  /** Stories and articles whose consent has ended are no longer public, even when published. */
  public: v.boolean(),
  /** The date (ISO 8601) it becomes public by itself, while still to come (scheduled). */
  scheduledAt: v.optional(v.nullable(v.string()), null),
  image: v.nullable(v.string()),
  ...authorship,
});
export type AdminContentItem = v.InferOutput<typeof adminContentItemSchema>;
export const adminContentListSchema = v.array(adminContentItemSchema);

/**
 * The languages (not English) whose translation the launch's team wrote (the seed and demo
 * content) and no one on staff has checked since: saving a change in that language, importing
 * it from a translation file or marking it reviewed clears it. Staff only: never public.
 */
const needsReview = v.optional(v.array(v.string()), []);

/** One item as the editor loads it. */
export const adminContentRecordSchema = v.object({
  id: v.number(),
  /** The collection's name. */
  kind: v.string(),
  status: v.picklist(CONTENT_STATUSES),
  version: v.number(),
  public: v.boolean(),
  /** The date (ISO 8601) it becomes public by itself, while still to come (scheduled). */
  scheduledAt: v.optional(v.nullable(v.string()), null),
  updatedAt: v.string(),
  updatedBy: v.nullable(v.string()),
  /** Earlier addresses that now answer 301 to this one. */
  formerSlugs: v.array(v.string()),
  ...authorship,
  needsReview,
  document: v.unknown(),
});
export type AdminContentRecord<D = AnyDocument> = Omit<
  v.InferOutput<typeof adminContentRecordSchema>,
  'document'
> & { document: D & { slug: string; translations: Translations } };

/** A global as the editor loads it. */
export const adminGlobalRecordSchema = v.object({
  name: v.string(),
  version: v.number(),
  /** Null until staff first save it (the seed's values count as a save). */
  updatedAt: v.nullable(v.string()),
  updatedBy: v.nullable(v.string()),
  needsReview,
  document: v.unknown(),
});
export type AdminGlobalRecord<D = AnyDocument> = Omit<
  v.InferOutput<typeof adminGlobalRecordSchema>,
  'document'
> & { document: D & { translations: Translations } };

/** A document of any collection or global: its fields by name. */
export type AnyDocument = Record<string, unknown>;

/** A success story as staff edit it (see collections/publishing.ts). */
export type StoryDocument = DocumentOf<typeof stories> & {
  slug: string;
  translations: Translations;
};
/** An insight article as staff edit it. */
export type ArticleDocument = DocumentOf<typeof articles> & {
  slug: string;
  translations: Translations;
};
/** What a client may send for a story: optional parts may be left out. */
export type StoryDocumentInput = Omit<StoryDocument, 'slug' | 'translations'> & {
  slug?: string;
  translations?: Translations;
};
export type ArticleDocumentInput = Omit<ArticleDocument, 'slug' | 'translations'> & {
  slug?: string;
  translations?: Translations;
};

export const REVISION_ACTIONS = [
  'created',
  'saved',
  'published',
  'unpublished',
  'restored',
  'deleted',
  'submitted',
  'returned',
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

/** Where an image is used: an item of a collection, or a global, and the field. */
export const imageUsageSchema = v.object({
  /** The collection's name, or `globals`. */
  kind: v.string(),
  /** The item's id (0 for a global). */
  id: v.number(),
  /** The global's name, for a global. */
  name: v.optional(v.string()),
  /** The item's or global's title, for staff. */
  title: v.string(),
  field: v.string(),
  /** The item was deleted: it keeps the image out of public view but does not stop a delete. */
  deleted: v.optional(v.boolean()),
  /** The item's consent has ended: the image is withdrawn (services/withdrawn-media.ts). */
  consentEnded: v.optional(v.boolean()),
  /** This use gives its own alt text (or marks the picture decorative): not the library's. */
  described: v.optional(v.boolean()),
});
export type ImageUsage = v.InferOutput<typeof imageUsageSchema>;

/**
 * The uses the image library lists with each picture (the first, by kind and newest item): a
 * picture a thousand stories show is listed with these and counted (`usageCount`), not sent
 * with every one.
 */
export const IMAGE_USES_LISTED = 10;

/** `GET /api/admin/images`: the image library, newest first. */
export const adminImageSchema = v.object({
  id: v.optional(v.number(), 0),
  /** Root-relative `/media/…` address. */
  url: v.string(),
  width: v.number(),
  height: v.number(),
  byteSize: v.optional(v.number(), 0),
  alt: v.nullable(v.string()),
  /** The alt text in each other language staff wrote it in (`fr`: …); English is `alt`. */
  altTranslations: v.optional(v.record(v.string(), v.string()), {}),
  name: v.nullable(v.string()),
  /** Where the picture's subject is, 0 to 1 from the left and the top (crops keep it). */
  focalX: v.optional(v.number(), 0.5),
  focalY: v.optional(v.number(), 0.5),
  createdAt: v.string(),
  /** Where it is used: the first `IMAGE_USES_LISTED` uses. */
  usage: v.optional(v.array(imageUsageSchema), []),
  /** How many uses it has in all (those listed in `usage` and the rest). */
  usageCount: v.optional(v.number(), 0),
  /**
   * A story whose consent has ended shows it: never served to the public again, and refused
   * anywhere else (a save naming it is a 422).
   */
  withdrawn: v.optional(v.boolean(), false),
});
export type AdminImage = v.InferOutput<typeof adminImageSchema>;
export const adminImageListSchema = v.array(adminImageSchema);

const altTextSchema = v.pipe(
  v.string('Alt text must be text'),
  v.trim(),
  v.maxLength(300, 'Alt text must be at most 300 characters'),
);

/** The languages other than English a picture's library alt text can be written in. */
export const ALT_TRANSLATION_LANGUAGES = LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE);

/** `PATCH /api/admin/images/{id}`. */
export const imageChangeSchema = v.object({
  alt: v.optional(altTextSchema),
  /**
   * The alt text in other languages, all of them at once (a language left out or empty has
   * none: the English is read there).
   */
  altTranslations: v.optional(
    v.pipe(
      v.record(v.string(), altTextSchema),
      v.check(
        (record) =>
          Object.keys(record).every((code) =>
            (ALT_TRANSLATION_LANGUAGES as readonly string[]).includes(code),
          ),
        `Alt text can be given in ${ALT_TRANSLATION_LANGUAGES.join(', ')} (English is the alt text itself)`,
      ),
    ),
  ),
  name: v.optional(
    v.pipe(
      v.string('Name must be text'),
      v.trim(),
      v.maxLength(255, 'Name must be at most 255 characters'),
    ),
  ),
  focalX: v.optional(v.pipe(v.number('The focal point is a number'), v.minValue(0), v.maxValue(1))),
  focalY: v.optional(v.pipe(v.number('The focal point is a number'), v.minValue(0), v.maxValue(1))),
});
export type ImageChange = v.InferInput<typeof imageChangeSchema>;

/** `PUT /api/admin/{collection}/order`: the ids in their new order. */
export const orderBodySchema = v.object({
  ids: v.pipe(
    v.array(v.pipe(v.number(), v.integer(), v.minValue(1)), 'ids must be a list of item ids'),
    v.maxLength(500, 'At most 500 items can be ordered at once'),
  ),
});

/** `GET /api/admin/translation-status`: for each collection item and global, each language. */
export interface TranslationStatusEntry {
  kind: string;
  /** The item's id (0 for a global). */
  id: number;
  /** The global's name, for a global. */
  name?: string;
  title: string;
  status: 'draft' | 'published';
  /** By language: its state and the fields missing or out of date. */
  languages: Record<string, { state: TranslationState; missing: string[]; outdated: string[] }>;
}

/** How far ahead the dashboard looks for ending consents. */
export const CONSENT_WARNING_DAYS = 30;

/** `POST /api/admin/{collection}/{id}/return`: the draft back to its author, with what to change. */
export const returnForChangesSchema = v.object({
  version: versionField,
  note: v.pipe(
    v.string('Write a note for the author'),
    v.trim(),
    v.minLength(1, 'Write a note for the author: what should change?'),
    v.maxLength(2000, 'Keep the note under 2,000 characters'),
  ),
});

/** `GET /api/admin/review`: one draft in review (or sent back), with where to open it. */
export interface ReviewEntry {
  /** The collection's name. */
  kind: string;
  id: number;
  title: string;
  status: ContentStatus;
  version: number;
  authorId: number | null;
  createdBy: string | null;
  review: ReviewState;
  updatedAt: string;
}

/** One line of the dashboard: an item (or a global: kind `globals`, id 0, its name) and when. */
export interface DashboardEntry {
  kind: string;
  id: number;
  /** The global's name, for a global. */
  name?: string;
  title: string;
  /** ISO 8601: when it is scheduled for, was last changed, or this change was made. */
  at: string;
  /** Who (an e-mail address; null for the system). */
  by: string | null;
}

/** `GET /api/admin/dashboard`: what is coming, what is unfinished, and what changed lately. */
export interface AdminDashboard {
  /** Published items that appear by themselves at their time, soonest first. */
  scheduled: DashboardEntry[];
  /** Drafts, latest change first. */
  drafts: DashboardEntry[];
  /** The latest changes (who, what, when), newest first. */
  recent: (DashboardEntry & { action: RevisionAction; changes: string[] })[];
}

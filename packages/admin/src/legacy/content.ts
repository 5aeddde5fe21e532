import {
  adminConsentListSchema,
  adminContentListSchema,
  adminContentRecordSchema,
  adminImageListSchema,
  adminRevisionListSchema,
  articleDocumentSchema,
  IMAGE_WIDTHS,
  storyDocumentSchema,
  type AdminContentRecord,
  type ArticleDocumentInput,
  type ContentKind,
  type StoryDocumentInput,
  type SuccessStory,
  type Article,
} from '@ia/shared';
import { toApiError, type ApiClient } from '@ia/widgets';
import ky from 'ky';
import * as v from 'valibot';

/**
 * Staff publishing as plain functions (no React): the admin content API (packages/shared
 * publishing.ts), what each kind of content is called and holds, and how an edited document is
 * drawn by the public widgets for the preview. The hooks in `contentHooks.ts` wrap them.
 */

export type EditableDocument = StoryDocumentInput | ArticleDocumentInput;

/** The fields a translation holds, with the labels and sizes the editor shows them at. */
export interface FieldSpec {
  name: string;
  label: string;
  multiline?: 'short' | 'long';
  hint?: string;
}

export interface KindSpec {
  kind: ContentKind;
  /** "story", "article". */
  noun: string;
  plural: string;
  listPath: string;
  publicPath: (slug: string) => string;
  translated: FieldSpec[];
  titleField: string;
  schema: typeof storyDocumentSchema | typeof articleDocumentSchema;
  empty: () => EditableDocument;
}

export const KIND_SPECS: Record<ContentKind, KindSpec> = {
  stories: {
    kind: 'stories',
    noun: 'story',
    plural: 'Success stories',
    listPath: '/admin/stories',
    publicPath: (slug) => `/success-stories/${slug}`,
    titleField: 'title',
    translated: [
      { name: 'title', label: 'Title' },
      { name: 'summary', label: 'Summary', multiline: 'short', hint: 'One or two sentences.' },
      {
        name: 'impact',
        label: 'Impact',
        hint: 'A number with words, e.g. 5,000+ students reached',
      },
      { name: 'narrative', label: 'Full story', multiline: 'long', hint: 'Line breaks are kept.' },
    ],
    schema: storyDocumentSchema,
    empty: (): StoryDocumentInput => ({
      title: '',
      slug: '',
      category: 'Education',
      summary: '',
      impact: '',
      year: new Date().getFullYear(),
      narrative: '',
      gallery: [],
      consentEndsAt: null,
      translations: {},
    }),
  },
  articles: {
    kind: 'articles',
    noun: 'article',
    plural: 'Articles',
    listPath: '/admin/articles',
    publicPath: (slug) => `/insights/${slug}`,
    titleField: 'headline',
    translated: [
      { name: 'headline', label: 'Headline' },
      { name: 'excerpt', label: 'Excerpt', multiline: 'short', hint: 'Shown on the list.' },
      { name: 'body', label: 'Body', multiline: 'long', hint: 'Line breaks are kept.' },
    ],
    schema: articleDocumentSchema,
    empty: (): ArticleDocumentInput => ({
      headline: '',
      slug: '',
      category: 'Insights',
      excerpt: '',
      body: '',
      publishedAt: null,
      thumbnail: null,
      translations: {},
    }),
  },
};

export const contentEndpoint = (kind: ContentKind, id?: number, action?: string) =>
  `/api/admin/${kind}${id === undefined ? '' : `/${id}`}${action ? `/${action}` : ''}`;

const http = ky.create({ retry: 0, timeout: 30_000, credentials: 'same-origin' });

async function call<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw await toApiError(error);
  }
}

export const fetchContentList = async (api: ApiClient, kind: ContentKind) =>
  (await api.get(contentEndpoint(kind), adminContentListSchema)).data;

export type ContentRecord = AdminContentRecord<EditableDocument>;

const record = async (response: Promise<unknown>): Promise<ContentRecord> =>
  v.parse(adminContentRecordSchema, await response) as unknown as ContentRecord;

export const fetchContent = async (api: ApiClient, kind: ContentKind, id: number) =>
  (await api.get(contentEndpoint(kind, id), adminContentRecordSchema))
    .data as unknown as ContentRecord;

export const createContent = (kind: ContentKind, document: EditableDocument) =>
  call(() => record(http.post(contentEndpoint(kind), { json: { document } }).json()));

export const saveContent = (
  kind: ContentKind,
  id: number,
  version: number,
  document: EditableDocument,
) =>
  call(() => record(http.put(contentEndpoint(kind, id), { json: { version, document } }).json()));

export const setContentStatus = (
  kind: ContentKind,
  id: number,
  version: number,
  action: 'publish' | 'unpublish',
) => call(() => record(http.post(contentEndpoint(kind, id, action), { json: { version } }).json()));

export const deleteContent = (kind: ContentKind, id: number, version: number) =>
  call(async () => {
    await http.delete(contentEndpoint(kind, id), { searchParams: { version } });
  });

export const fetchRevisions = async (api: ApiClient, kind: ContentKind, id: number) =>
  (await api.get(contentEndpoint(kind, id, 'revisions'), adminRevisionListSchema)).data;

export const restoreRevision = (kind: ContentKind, id: number, revision: number, version: number) =>
  call(() =>
    record(
      http
        .post(contentEndpoint(kind, id, `revisions/${revision}/restore`), { json: { version } })
        .json(),
    ),
  );

export const fetchConsents = async (api: ApiClient) =>
  (await api.get('/api/admin/consents', adminConsentListSchema)).data;

export const fetchImages = async (api: ApiClient) =>
  (await api.get('/api/admin/images', adminImageListSchema)).data;

/** Messages per field (dot paths as the server names them: `gallery.0.alt`, `translations.fr.title`). */
export type FieldErrors = Record<string, string>;

/** The document checked with the server's own schema, so mistakes show before sending. */
export function checkDocument(spec: KindSpec, document: EditableDocument): FieldErrors {
  const result = v.safeParse(spec.schema, document);
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.issues) {
    const key = v.getDotPath(issue) ?? 'document';
    errors[key] ??= issue.message;
  }
  return errors;
}

/** One text of a document in one language: the translation's, else the English original's. */
function textIn(document: EditableDocument, lang: string, field: string): string {
  const translations = document.translations as
    Record<string, Record<string, string> | undefined> | undefined;
  const translated = translations?.[lang]?.[field];
  if (translated) return translated;
  return (document as unknown as Record<string, string | undefined>)[field] ?? '';
}

/** A story document as the public API would answer it, for the preview's widgets. */
export function previewStory(
  document: StoryDocumentInput,
  lang: string,
  slug: string,
): SuccessStory & {
  lang: string;
} {
  const text = (field: string) => textIn(document, lang, field);
  const translated = lang !== 'en' && Boolean(document.translations?.[lang as 'fr']);
  return {
    id: 0,
    slug,
    title: text('title'),
    category: document.category,
    summary: text('summary'),
    impact: text('impact'),
    year: String(document.year),
    primaryImage: document.gallery[0]?.image ?? null,
    galleryImages: document.gallery.map((item) => item.image),
    galleryImageAlts: document.gallery.map((item) => item.alt),
    narrative: text('narrative') || null,
    lang: translated ? lang : 'en',
  };
}

/** An article document as the public API would answer it. */
export function previewArticle(
  document: ArticleDocumentInput,
  lang: string,
  slug: string,
): Article & {
  lang: string;
} {
  const text = (field: string) => textIn(document, lang, field);
  const translated = lang !== 'en' && Boolean(document.translations?.[lang as 'fr']);
  return {
    id: 0,
    slug,
    headline: text('headline'),
    excerpt: text('excerpt'),
    body: text('body') || null,
    category: document.category,
    publishedAt: document.publishedAt ?? new Date().toISOString(),
    thumbnailUrl: document.thumbnail?.image ?? null,
    thumbnailAlt: document.thumbnail?.alt ?? null,
    lang: translated ? lang : 'en',
  };
}

/** The record's document ready for the form (a story's consent date as YYYY-MM-DD). */
export function editable(record: ContentRecord): EditableDocument {
  return structuredClone(record.document) as EditableDocument;
}

/** Moves the item at `from` to `to` (both in range), returning a new array. */
export function moved<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/** A small version of an image for lists and pickers (the smallest width the server makes). */
export const thumbnailSrc = (src: string): string =>
  src.startsWith('/media/') ? `${src}?w=${IMAGE_WIDTHS[0]}` : src;

export const formatWhen = (iso: string): string =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }) + ' UTC';

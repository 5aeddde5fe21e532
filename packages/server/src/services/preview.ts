import { AsyncLocalStorage } from 'node:async_hooks';
import {
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  LANGUAGE_CODES,
  isLanguageCode,
  localizedPath,
  validateDocument,
  type ApiAnswer,
  type ContentDef,
  type LanguageCode,
  type PublicImage,
  type RenderResult,
} from '@ia/shared';
import { ApiError, badRequest, validationFailed } from '../errors.js';
import { parseCollection, parseGlobal } from './content-editing.js';
import type { PublicContentService } from './public-content.js';

type Doc = Record<string, unknown>;

/** Answers that replace the API's own while one preview renders (by path and query). */
export type PreviewAnswers = (pathAndQuery: string) => ApiAnswer | undefined;

/**
 * Where a preview's answers are kept while its page renders: the site's in-process API asks
 * here first (app.ts), so only the render of that preview sees the unsaved document.
 */
export const previewAnswers = new AsyncLocalStorage<PreviewAnswers>();

const json = (body: unknown): ApiAnswer => ({
  status: 200,
  headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
  body: JSON.stringify(body),
});

const srcOf = (image: unknown) => (image as PublicImage | null | undefined)?.src ?? null;

/** A story document as `GET /api/success-stories/{slug}` answers it. */
function storyAnswer(item: Doc, languages: string[]) {
  const gallery = (item.gallery as PublicImage[] | undefined) ?? [];
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    category: item.category,
    summary: item.summary,
    impact: item.impact,
    year: String(item.year ?? ''),
    primaryImage: srcOf(gallery[0]),
    galleryImages: gallery.map((image) => image.src),
    galleryImageAlts: gallery.map((image) => image.alt),
    narrative: item.narrative || null,
    languages,
    lang: item.lang,
  };
}

/** An article document as `GET /api/articles/{slug}` answers it. */
function articleAnswer(item: Doc, languages: string[], now: string) {
  const thumbnail = item.thumbnail as PublicImage | null;
  return {
    id: item.id,
    slug: item.slug,
    headline: item.headline,
    excerpt: item.excerpt,
    category: item.category,
    publishedAt: item.publishedAt ?? now,
    thumbnailUrl: thumbnail?.src ?? null,
    thumbnailAlt: thumbnail?.alt ?? null,
    body: item.body || null,
    languages,
    lang: item.lang,
  };
}

export type PreviewService = ReturnType<typeof createPreviewService>;

/**
 * The preview of a public page with a document staff have not saved: the document checked as a
 * save would be (a 422 names each field), read as the public API would answer it in the page's
 * language (pictures, figures and references resolved), and the real page rendered by the site
 * with those answers in place of the stored ones. Nothing is written.
 */
export function createPreviewService(deps: {
  publicContent: PublicContentService;
  render: (url: string, origin: string) => Promise<RenderResult | undefined>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function answersFor(
    def: ContentDef,
    document: Doc,
    translations: Record<string, Doc>,
    lang: LanguageCode,
    id: number | undefined,
  ): Promise<Map<string, ApiAnswer>> {
    const slug = typeof document.slug === 'string' && document.slug ? document.slug : 'preview';
    const extra: Doc =
      def.kind === 'collection' ? { id: id ?? 0, ...(def.slugs ? { slug } : {}) } : {};
    const item = await deps.publicContent.preview(def, document, translations, lang, extra);
    const languages = LANGUAGE_CODES.filter((code) => code === 'en' || translations[code]);
    const answers = new Map<string, ApiAnswer>();
    if (def.kind === 'global') {
      answers.set(`/api/globals/${def.name}`, json(item));
    } else if (def.name === 'stories') {
      answers.set(`/api/success-stories/${slug}`, json(storyAnswer(item, languages)));
    } else if (def.name === 'articles') {
      answers.set(
        `/api/articles/${slug}`,
        json(articleAnswer(item, languages, now().toISOString())),
      );
    } else {
      const listed = await deps.publicContent.listed(def, lang);
      const at = listed.findIndex((other) => other.id === id);
      const items =
        at === -1 ? [...listed, item] : listed.map((other, i) => (i === at ? item : other));
      answers.set(`/api/content/${def.name}`, json(items));
      if (def.slugs) answers.set(`/api/content/${def.name}/${slug}`, json(item));
      else if (id) answers.set(`/api/content/${def.name}/${id}`, json(item));
    }
    return answers;
  }

  return {
    async preview(body: unknown, origin: string): Promise<{ html: string; path: string }> {
      const raw = (body ?? {}) as Doc;
      const path = typeof raw.path === 'string' ? raw.path : '';
      if (!/^\/(?![/\\])[^\s?#\\]{0,300}$/.test(path)) {
        throw badRequest('path must be a page of the site, starting with /');
      }
      const lang = isLanguageCode(raw.lang) ? raw.lang : DEFAULT_LANGUAGE;
      const def =
        raw.kind === 'global'
          ? parseGlobal(String(raw.name ?? ''))
          : parseCollection(String(raw.name ?? ''));
      const id = typeof raw.id === 'number' && Number.isInteger(raw.id) ? raw.id : undefined;
      const checked = validateDocument(def, raw.document);
      if (!checked.ok) {
        throw validationFailed('Correct the highlighted fields to see the preview', checked.errors);
      }
      const { translations, ...document } = checked.value as Doc & {
        translations: Record<string, Doc>;
      };
      const answers = await answersFor(def, document, translations, lang, id);
      const page = localizedPath(lang, path);
      const answer: PreviewAnswers = (pathAndQuery) => {
        const url = new URL(pathAndQuery, 'http://preview.invalid');
        const asked = url.searchParams.get('lang') ?? DEFAULT_LANGUAGE;
        return asked === lang ? answers.get(url.pathname) : undefined;
      };
      const result = await previewAnswers.run(answer, () => deps.render(page, origin));
      if (!result) {
        throw new ApiError(
          503,
          ERROR_CODES.unavailable,
          'The site is not built yet: run npm run build',
        );
      }
      if (result.type !== 'page') {
        throw badRequest(`That address moves to ${result.location}; preview the page itself`);
      }
      // A picture of the page, not the page: no script would run in the preview's frame anyway.
      const html = result.html
        .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
        .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
      return { html, path: page };
    },
  };
}

import {
  DEFAULT_LANGUAGE,
  collectionNamed,
  isPublicAt,
  localizeDocument,
  pictureAlt,
  referencesOf,
  richTextImages,
  rowFieldsOf,
  withRichTextImageSizes,
  type RichTextDocument,
  type CollectionDef,
  type ContentDef,
  type Field,
  type Fields,
  type GlobalDef,
  type LanguageCode,
  type PublicImage,
} from '@ia/shared';
import type { Repositories } from '../db/repositories/index.js';
import type { StoredItem } from '../db/repositories/entries.js';
import type { StoredImage } from '../db/repositories/images.js';
import { badRequest, notFound } from '../errors.js';
import { GLOBALS_KIND } from './content-editing.js';
import { langOf, pageOfQuery, shown, type RawQuery } from './list-query.js';
import { libraryIn } from './picture-alts.js';
import type { ReadCache } from './read-cache.js';

type Doc = Record<string, unknown>;

/** Largest page of a collection's public list (the site's collections are far smaller). */
export const CONTENT_PAGE_MAX = 100;

export interface PublicList {
  items: Doc[];
  total: number;
}

function imageOf(value: unknown, library: Map<string, StoredImage>): PublicImage | null {
  if (!value || typeof value !== 'object') return null;
  const use = value as { image?: unknown; alt?: unknown; decorative?: unknown };
  const { image } = use;
  if (typeof image !== 'string') return null;
  if (image.startsWith('/media/')) {
    const stored = library.get(image.slice('/media/'.length));
    if (!stored) return null;
    return {
      src: image,
      alt: pictureAlt(use, stored.alt),
      width: stored.width,
      height: stored.height,
      focalX: stored.focalX,
      focalY: stored.focalY,
    };
  }
  // An https address: its size is not known here; the page gives its slot a shape.
  return {
    src: image,
    alt: pictureAlt(use, ''),
    width: 0,
    height: 0,
    focalX: 0.5,
    focalY: 0.5,
  };
}

/** The image paths a localized document shows (to read them in one query). */
function mediaPathsIn(fields: Fields, doc: Doc, out: string[]) {
  const add = (value: unknown) => {
    const image = (value as { image?: unknown } | null)?.image;
    if (typeof image === 'string' && image.startsWith('/media/')) out.push(image.slice(7));
  };
  for (const [name, field] of Object.entries(fields)) {
    const value = doc[name];
    if (field.type === 'image') add(value);
    else if (field.type === 'images' && Array.isArray(value)) value.forEach(add);
    else if (field.type === 'video') add((value as { poster?: unknown } | null)?.poster);
    else if (field.type === 'richText') {
      for (const found of richTextImages(value as RichTextDocument | null)) {
        out.push(found.src.slice('/media/'.length));
      }
    } else if ((field.type === 'group' || field.type === 'blocks') && Array.isArray(value)) {
      for (const row of value) {
        const rowFields = rowFieldsOf(field, row);
        if (row && typeof row === 'object' && rowFields) mediaPathsIn(rowFields, row as Doc, out);
      }
    }
  }
}

/** Replaces images by what the site draws them from, references by the items they name. */
function resolveValue(
  field: Field,
  value: unknown,
  library: Map<string, StoredImage>,
  referenced: Map<string, Map<number, Doc>>,
): unknown {
  switch (field.type) {
    case 'image':
      return imageOf(value, library);
    case 'images':
      return Array.isArray(value)
        ? value.map((item) => imageOf(item, library)).filter((item) => item !== null)
        : [];
    case 'video': {
      const video = (value ?? {}) as { youtubeId?: string | null; poster?: unknown };
      return { youtubeId: video.youtubeId ?? null, poster: imageOf(video.poster, library) };
    }
    case 'richText':
      // Each picture with its size (no layout shift); one the library lost is left out.
      return withRichTextImageSizes(value as RichTextDocument | null, (src) => {
        const stored = library.get(src.slice('/media/'.length));
        return stored ? { width: stored.width, height: stored.height } : undefined;
      });
    case 'reference': {
      const items = referenced.get(field.to) ?? new Map<number, Doc>();
      if (field.many) {
        return (Array.isArray(value) ? value : [])
          .map((id) => items.get(id as number))
          .filter((item) => item !== undefined);
      }
      return typeof value === 'number' ? (items.get(value) ?? null) : null;
    }
    case 'group':
      // A row keeps the names of its texts that stayed in English (localize.ts).
      return Array.isArray(value)
        ? value.map((row) => {
            const { fallback } = row as Doc;
            const resolved = resolveFields(field.fields, row as Doc, library, referenced);
            return fallback ? { ...resolved, fallback } : resolved;
          })
        : [];
    case 'blocks':
      // A block keeps its kind, id and the names of its texts that stayed in English.
      return Array.isArray(value)
        ? value.flatMap((row) => {
            const rowFields = rowFieldsOf(field, row);
            if (!rowFields) return [];
            const { type, id, fallback } = row as Doc;
            const resolved = resolveFields(rowFields, row as Doc, library, referenced);
            return [{ type, id, ...resolved, ...(fallback ? { fallback } : {}) }];
          })
        : [];
    default:
      return value;
  }
}

function resolveFields(
  fields: Fields,
  doc: Doc,
  library: Map<string, StoredImage>,
  referenced: Map<string, Map<number, Doc>>,
): Doc {
  const out: Doc = {};
  for (const [name, field] of Object.entries(fields)) {
    out[name] = resolveValue(field, doc[name], library, referenced);
  }
  return out;
}

export type PublicContentService = ReturnType<typeof createPublicContentService>;

/**
 * What the site and its pages read of the content model: the published items of a collection
 * and each global, in the language asked (each text in that language where it is written,
 * English otherwise, with `lang` and the fields that fell back), pictures with their size and
 * focal point, references replaced by the (public) items they name. Kept in the read cache until
 * the next content change.
 */
export function createPublicContentService(deps: {
  repositories: Repositories;
  cache: ReadCache;
  now?: () => Date;
}) {
  const { repositories, cache } = deps;
  const now = deps.now ?? (() => new Date());

  /** Items localized; `lang` where they have a translation, else English. */
  async function localize(
    def: ContentDef,
    kind: string,
    entries: { id: number; document: Doc; extra: Doc }[],
    lang: LanguageCode,
  ): Promise<Doc[]> {
    const translations =
      lang === DEFAULT_LANGUAGE
        ? new Map<number, Record<string, unknown>>()
        : await repositories.content.translationsIn(
            kind,
            entries.map((entry) => entry.id),
            lang,
          );
    return entries.map((entry) => {
      const translation = translations.get(entry.id) as Doc | undefined;
      const { doc, fallback } = localizeDocument(def.fields, entry.document, translation);
      return {
        ...entry.extra,
        ...doc,
        lang: translation ? lang : DEFAULT_LANGUAGE,
        ...(translation && fallback.length > 0 ? { fallback } : {}),
      };
    });
  }

  const itemExtra = (def: CollectionDef, item: StoredItem): Doc => ({
    id: item.id,
    ...(def.slugs ? { slug: item.slug } : {}),
  });

  /** Resolves the images and references of localized documents of one declaration. */
  async function resolve(def: ContentDef, docs: Doc[], lang: LanguageCode): Promise<Doc[]> {
    const at = now().toISOString();
    const referenced = new Map<string, Map<number, Doc>>();
    const wanted = new Map<string, Set<number>>();
    for (const doc of docs) referencesOf(def.fields, doc, wanted);
    const paths: string[] = [];
    const targets: { def: CollectionDef; docs: Doc[] }[] = [];
    for (const [to, ids] of wanted) {
      const target = collectionNamed(to);
      if (!target || ids.size === 0) continue;
      const items = (await repositories.entries(target).readMany([...ids])).filter((item) =>
        isPublicAt(target.fields, item.published, item.document, at),
      );
      const localized = await localize(
        target,
        target.name,
        items.map((item) => ({
          id: item.id,
          document: item.document,
          extra: itemExtra(target, item),
        })),
        lang,
      );
      for (const doc of localized) mediaPathsIn(target.fields, doc, paths);
      targets.push({ def: target, docs: localized });
    }
    for (const doc of docs) mediaPathsIn(def.fields, doc, paths);
    const library = libraryIn(await repositories.images.findByPaths(paths), lang);
    for (const { def: target, docs: localized } of targets) {
      referenced.set(
        target.name,
        new Map(
          localized.map((doc) => [
            doc.id as number,
            { ...doc, ...resolveFields(target.fields, doc, library, new Map()) },
          ]),
        ),
      );
    }
    return docs.map((doc) => ({ ...doc, ...resolveFields(def.fields, doc, library, referenced) }));
  }

  function parseLang(raw: RawQuery, allowed: readonly string[] = []): LanguageCode {
    for (const key of Object.keys(raw)) {
      if (key !== 'lang' && !allowed.includes(key)) {
        throw badRequest(
          `Unknown query parameter ${shown(key)}; allowed: lang${allowed.map((a) => `, ${a}`).join('')}`,
        );
      }
    }
    return langOf(raw.lang);
  }

  return {
    /** The public items of a collection, in their order, one page at a time. */
    list(def: CollectionDef, raw: RawQuery): Promise<PublicList> {
      const lang = parseLang(raw, ['page', 'pageSize']);
      const { page, pageSize } = pageOfQuery(raw, {
        defaultSize: CONTENT_PAGE_MAX,
        maxSize: CONTENT_PAGE_MAX,
      });
      return cache.get(`content:${def.name}:${lang}:${page}:${pageSize}`, async () => {
        const at = now().toISOString();
        // The site's collections are small: read their published items whole, then page.
        const all = (await repositories.entries(def).published(CONTENT_PAGE_MAX * 100)).filter(
          (item) => isPublicAt(def.fields, item.published, item.document, at),
        );
        const slice = all.slice((page - 1) * pageSize, page * pageSize);
        const localized = await localize(
          def,
          def.name,
          slice.map((item) => ({
            id: item.id,
            document: item.document,
            extra: itemExtra(def, item),
          })),
          lang,
        );
        return { items: await resolve(def, localized, lang), total: all.length };
      });
    },

    /** One public item by its address (or id, for collections without addresses). */
    item(def: CollectionDef, key: string, raw: RawQuery): Promise<{ item: Doc }> {
      const lang = parseLang(raw);
      return cache.get(`content:${def.name}:item:${key}:${lang}`, async () => {
        const store = repositories.entries(def);
        const found = def.slugs
          ? await store.readBySlug(key)
          : /^\d{1,9}$/.test(key)
            ? await store.read(Number(key))
            : undefined;
        if (
          !found ||
          !isPublicAt(def.fields, found.published, found.document, now().toISOString())
        ) {
          throw notFound(`No ${def.label.toLowerCase()} at this address`);
        }
        const [localized] = await localize(
          def,
          def.name,
          [{ id: found.id, document: found.document, extra: itemExtra(def, found) }],
          lang,
        );
        const [item] = await resolve(def, [localized!], lang);
        return { item: item! };
      });
    },

    /**
     * The public items of a collection with these ids, in `lang`, in the order asked (those
     * not public are left out): the people an article names as its authors.
     */
    byIds(def: CollectionDef, ids: readonly number[], lang: LanguageCode): Promise<Doc[]> {
      if (ids.length === 0) return Promise.resolve([]);
      return cache.get(`content:${def.name}:ids:${ids.join(',')}:${lang}`, async () => {
        const at = now().toISOString();
        const found = (await repositories.entries(def).readMany([...ids])).filter((item) =>
          isPublicAt(def.fields, item.published, item.document, at),
        );
        const localized = await localize(
          def,
          def.name,
          found.map((item) => ({
            id: item.id,
            document: item.document,
            extra: itemExtra(def, item),
          })),
          lang,
        );
        const resolved = await resolve(def, localized, lang);
        return ids
          .map((id) => resolved.find((doc) => doc.id === id))
          .filter((doc): doc is Doc => doc !== undefined);
      });
    },

    /** A global in a language (404 before it has ever been saved). */
    global(def: GlobalDef, raw: RawQuery): Promise<{ global: Doc }> {
      const lang = parseLang(raw);
      return cache.get(`global:${def.name}:${lang}`, async () => {
        const stored = await repositories.globals.read(def.name);
        if (!stored) throw notFound(`${def.label} has not been written yet`);
        const [localized] = await localize(
          def,
          GLOBALS_KIND,
          [{ id: stored.id, document: stored.document, extra: {} }],
          lang,
        );
        const [global] = await resolve(def, [localized!], lang);
        return { global: global! };
      });
    },

    /**
     * A document staff are editing (not saved) as the public reads would answer it in `lang`:
     * the preview of its page. `id` and `slug` are the item's own (or made up for a new one).
     */
    async preview(
      def: ContentDef,
      document: Doc,
      translations: Record<string, Doc>,
      lang: LanguageCode,
      extra: Doc,
    ): Promise<Doc> {
      const translation = lang === DEFAULT_LANGUAGE ? undefined : translations[lang];
      const { doc, fallback } = localizeDocument(def.fields, document, translation);
      const localized = {
        ...extra,
        ...doc,
        lang: translation ? lang : DEFAULT_LANGUAGE,
        ...(translation && fallback.length > 0 ? { fallback } : {}),
      };
      const [resolved] = await resolve(def, [localized], lang);
      return resolved!;
    },

    /**
     * The address a public item has now, when `slug` is one it had before (its old address
     * forwards there); undefined otherwise.
     */
    async movedTo(def: CollectionDef, slug: string): Promise<string | undefined> {
      if (!def.slugs) return undefined;
      const id = await repositories.content.redirectTarget(def.name, slug);
      if (id === undefined) return undefined;
      const item = await repositories.entries(def).read(id);
      return item?.slug &&
        isPublicAt(def.fields, item.published, item.document, now().toISOString())
        ? item.slug
        : undefined;
    },

    /**
     * The public items of a collection with addresses (the sitemap): each one's address and
     * last change.
     */
    async addressed(def: CollectionDef): Promise<{ slug: string; lastmod: string }[]> {
      const at = now().toISOString();
      return (await repositories.entries(def).published(CONTENT_PAGE_MAX * 100))
        .filter((item) => item.slug && isPublicAt(def.fields, item.published, item.document, at))
        .map((item) => ({ slug: item.slug!, lastmod: item.updatedAt }));
    },

    /** The public items of a collection in `lang`, in order (for a preview to put one among). */
    async listed(def: CollectionDef, lang: LanguageCode): Promise<Doc[]> {
      return (await this.list(def, { ...(lang === DEFAULT_LANGUAGE ? {} : { lang }) })).items;
    },

    invalidate: () => cache.clear(),
  };
}

import type { ContentDef } from './define.js';
import { rowFieldsOf, type Field, type Fields, type StoredImage } from './fields.js';
import {
  isEmptyRichText,
  richTextImages,
  richTextPlainText,
  type RichTextDocument,
} from './richtext.js';

/**
 * What a declaration tells about a stored document: its text in a language (each missing text
 * falling back to English), whether a translation is up to date with the English, what changed
 * between two versions, and which images and items it points to.
 */

type Doc = Record<string, unknown>;

const isObject = (value: unknown): value is Doc =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const alt = (translated: unknown): string | undefined => {
  const value = isObject(translated) ? translated.alt : undefined;
  return typeof value === 'string' && value !== '' ? value : undefined;
};

function localizeImage(
  english: unknown,
  translated: unknown,
): { value: unknown; fellBack: boolean } {
  if (!isObject(english)) return { value: english ?? null, fellBack: false };
  const text = alt(translated);
  return { value: text ? { ...english, alt: text } : english, fellBack: text === undefined };
}

function localizeValue(
  field: Field,
  english: unknown,
  translated: unknown,
): { value: unknown; fellBack: boolean } {
  switch (field.type) {
    case 'text':
    case 'longText': {
      if (!field.translatable) return { value: english, fellBack: false };
      const ok = typeof translated === 'string' && translated !== '';
      return {
        value: ok ? translated : english,
        fellBack: !ok && typeof english === 'string' && english !== '',
      };
    }
    case 'richText': {
      const empty = (value: unknown) => isEmptyRichText(value as RichTextDocument | null);
      if (!field.translatable) return { value: english ?? null, fellBack: false };
      const ok = !empty(translated);
      return { value: ok ? translated : (english ?? null), fellBack: !ok && !empty(english) };
    }
    case 'image':
      return field.translatable
        ? localizeImage(english, translated)
        : { value: english ?? null, fellBack: false };
    case 'images': {
      if (!field.translatable || !Array.isArray(english))
        return { value: english ?? [], fellBack: false };
      let fellBack = false;
      const list = Array.isArray(translated) ? translated : [];
      const value = english.map((item, index) => {
        const out = localizeImage(item, list[index]);
        fellBack ||= out.fellBack;
        return out.value;
      });
      return { value, fellBack };
    }
    case 'video': {
      if (!field.translatable || !isObject(english)) return { value: english, fellBack: false };
      const poster = localizeImage(
        english.poster,
        isObject(translated) ? translated.poster : undefined,
      );
      return {
        value: { ...english, poster: poster.value },
        fellBack: english.poster !== null && poster.fellBack,
      };
    }
    case 'group': {
      if (!Array.isArray(english)) return { value: [], fellBack: false };
      let fellBack = false;
      const list = Array.isArray(translated) ? translated : [];
      // Each row says which of its texts stayed in English, as a document does.
      const value = english.map((row, index) => {
        const out = localizeFields(field.fields, row as Doc, list[index]);
        fellBack ||= out.fallback.length > 0;
        return out.fallback.length > 0 ? { ...out.doc, fallback: out.fallback } : out.doc;
      });
      return { value, fellBack };
    }
    case 'blocks': {
      if (!Array.isArray(english)) return { value: [], fellBack: false };
      let fellBack = false;
      const list = Array.isArray(translated) ? translated : [];
      // A block keeps its kind and id; its texts are localized as a group's row is.
      const value = english.flatMap((row, index) => {
        const fields = rowFieldsOf(field, row);
        if (!fields) return [];
        const { type, id } = row as Doc;
        const out = localizeFields(fields, row as Doc, list[index]);
        fellBack ||= out.fallback.length > 0;
        return [
          { type, id, ...out.doc, ...(out.fallback.length > 0 ? { fallback: out.fallback } : {}) },
        ];
      });
      return { value, fellBack };
    }
    default:
      return { value: english, fellBack: false };
  }
}

function localizeFields(
  fields: Fields,
  english: Doc,
  translation: unknown,
): { doc: Doc; fallback: string[] } {
  const doc: Doc = {};
  const fallback: string[] = [];
  const translated = isObject(translation) ? translation : {};
  for (const [name, field] of Object.entries(fields)) {
    const out = localizeValue(field, english[name], translated[name]);
    doc[name] = out.value;
    if (out.fellBack) fallback.push(name);
  }
  return { doc, fallback };
}

/**
 * The document in a language: each translatable text from the translation where it has one, else
 * the English; `fallback` names the fields (with anything to read) that stayed in English, and
 * each row of a group that has some names its own.
 */
export function localizeDocument(
  fields: Fields,
  english: Doc,
  translation: Doc | undefined,
): { doc: Doc; fallback: string[] } {
  return localizeFields(fields, english, translation);
}

/**
 * A short fingerprint of a string (cyrb53): enough to see that an English text changed since it
 * was translated, not a security measure.
 */
export function fingerprint(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** A text with words in it (a figure such as "500+" or "24/7" reads the same in every language). */
const wordy = (text: unknown): string =>
  typeof text === 'string' && /\p{L}/u.test(text) ? text : '';

/**
 * The translatable part of an English value, as one string (to fingerprint); empty when there
 * is nothing in it to translate.
 */
function translatableText(field: Field, english: unknown): string {
  const joined = (parts: string[], separator: string) =>
    parts.some((part) => part !== '') ? parts.join(separator) : '';
  switch (field.type) {
    case 'text':
    case 'longText':
      return field.translatable ? wordy(english) : '';
    case 'richText':
      return field.translatable ? wordy(richTextPlainText(english as RichTextDocument | null)) : '';
    case 'image':
      return field.translatable && isObject(english) ? wordy(english.alt) : '';
    case 'images':
      return field.translatable && Array.isArray(english)
        ? joined(
            english.map((item) => wordy((item as StoredImage).alt)),
            '\u0001',
          )
        : '';
    case 'video':
      return field.translatable && isObject(english) && isObject(english.poster)
        ? wordy(english.poster.alt)
        : '';
    case 'group':
    case 'blocks':
      return Array.isArray(english)
        ? joined(
            english.map((row) =>
              joined(
                Object.entries(rowFieldsOf(field, row) ?? {}).map(([name, sub]) =>
                  translatableText(sub, (row as Doc)[name]),
                ),
                '\u0002',
              ),
            ),
            '\u0003',
          )
        : '';
    default:
      return '';
  }
}

/** Fields with something to translate in this document. */
export function translatableFields(fields: Fields, english: Doc): string[] {
  return Object.entries(fields)
    .filter(([name, field]) => translatableText(field, english[name]) !== '')
    .map(([name]) => name);
}

/** The fingerprint of each translatable field's English text. */
export function englishFingerprints(fields: Fields, english: Doc): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields)) {
    const text = translatableText(field, english[name]);
    if (text !== '') out[name] = fingerprint(text);
  }
  return out;
}

/** Whether a translation gives anything for a field. */
function hasTranslation(field: Field, translated: unknown): boolean {
  if (translated === undefined || translated === null) return false;
  if (typeof translated === 'string') return translated !== '';
  if (Array.isArray(translated)) {
    return translated.some((item) =>
      field.type === 'group' || field.type === 'blocks'
        ? isObject(item) && Object.keys(item).length > 0
        : item !== null,
    );
  }
  return isObject(translated) && Object.keys(translated).length > 0;
}

/**
 * How far a translation is in a language; `review` is a translation the launch's team wrote (the
 * seed and demo content), in full or in part, that no one on staff has checked yet.
 */
export type TranslationState = 'translated' | 'outdated' | 'review' | 'partial' | 'missing';

export interface TranslationStatus {
  state: TranslationState;
  /** Fields with English to translate and nothing in this language. */
  missing: string[];
  /** Fields translated before their English last changed. */
  outdated: string[];
}

/**
 * How far a translation is: `missing` (none: the item reads in English), `partial` (some fields
 * still English), `outdated` (the English of a translated field changed after it was
 * translated), `review` (written for the launch, not yet checked by staff: `needsReview`, kept
 * beside the translation; out of date comes first, as it needs the work anyway), `translated`.
 * `sources` are the English fingerprints kept when each field was translated.
 */
export function translationStatus(
  fields: Fields,
  english: Doc,
  translation: Doc | undefined,
  sources: Record<string, string> | undefined,
  needsReview = false,
): TranslationStatus {
  const current = englishFingerprints(fields, english);
  const wanted = Object.keys(current);
  if (!translation) return { state: 'missing', missing: wanted, outdated: [] };
  const missing = wanted.filter((name) => !hasTranslation(fields[name]!, translation[name]));
  const outdated = wanted.filter(
    (name) =>
      !missing.includes(name) && sources?.[name] !== undefined && sources[name] !== current[name],
  );
  const state: TranslationState =
    missing.length === wanted.length
      ? 'missing'
      : outdated.length > 0
        ? 'outdated'
        : needsReview
          ? 'review'
          : missing.length > 0
            ? 'partial'
            : 'translated';
  return { state, missing, outdated };
}

/**
 * The English fingerprints a translation is kept with after a save: a field translated in this
 * save (or new) takes the English it now sits beside; an unchanged one keeps the English it was
 * translated from, so a change of the English alone shows as out of date.
 */
export function translationSources(
  fields: Fields,
  english: Doc,
  translation: Doc,
  before: { translation: Doc | undefined; sources: Record<string, string> | undefined },
): Record<string, string> {
  const current = englishFingerprints(fields, english);
  const out: Record<string, string> = {};
  for (const [name, hash] of Object.entries(current)) {
    if (!hasTranslation(fields[name]!, translation[name])) continue;
    const unchanged =
      before.translation !== undefined &&
      JSON.stringify(before.translation[name] ?? null) === JSON.stringify(translation[name]);
    out[name] = unchanged ? (before.sources?.[name] ?? hash) : hash;
  }
  return out;
}

/** The English names of the translation languages, for the record of changes. */
export const LANGUAGE_NAMES: Record<string, string> = {
  en: 'English',
  fr: 'French',
  ar: 'Arabic',
  sw: 'Swahili',
  ha: 'Hausa',
  yo: 'Yoruba',
  ig: 'Igbo',
  pt: 'Portuguese',
  am: 'Amharic',
};

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** What changed between two documents, in the words staff use ("title, gallery, French translation"). */
export function describeChanges(def: ContentDef, before: Doc | undefined, after: Doc): string[] {
  if (!before) return [];
  const changes: string[] = [];
  for (const [name, field] of Object.entries(def.fields)) {
    if (!same(before[name], after[name])) changes.push(field.label.toLowerCase());
  }
  if (def.kind === 'collection' && def.slugs && !same(before.slug, after.slug)) {
    changes.push('address');
  }
  const was = (before.translations ?? {}) as Doc;
  const is = (after.translations ?? {}) as Doc;
  for (const [lang, name] of Object.entries(LANGUAGE_NAMES)) {
    if (lang === 'en') continue;
    if (was[lang] && !is[lang]) changes.push(`${name} translation removed`);
    else if (!was[lang] && is[lang]) changes.push(`${name} translation added`);
    else if (!same(was[lang], is[lang])) changes.push(`${name} translation`);
  }
  return changes;
}

export interface ImageUse {
  /** The `/media/…` path or https address. */
  image: string;
  /** Where in the document, in words for staff ("Portrait", "Gallery 2"). */
  field: string;
  /**
   * A picture field's use (not rich text's, which checks its own): its dot path in the document
   * (`people.0.portrait`), its own alt text and whether it is marked decorative.
   */
  use?: { path: string; alt: string; decorative: boolean };
  /** This use says what screen readers hear by itself: its own alt text, or decorative. */
  described: boolean;
}

function pictureUse(value: Doc, path: string): Pick<ImageUse, 'use' | 'described'> {
  const alt = typeof value.alt === 'string' ? value.alt : '';
  const decorative = value.decorative === true;
  return { use: { path, alt, decorative }, described: decorative || alt.trim() !== '' };
}

function imagesIn(fields: Fields, doc: Doc, prefix: string, out: ImageUse[], at = '') {
  for (const [name, field] of Object.entries(fields)) {
    const value = doc[name];
    const where = `${prefix}${field.label}`;
    const path = `${at}${name}`;
    if (field.type === 'image' && isObject(value) && typeof value.image === 'string') {
      out.push({ image: value.image, field: where, ...pictureUse(value, path) });
    } else if (field.type === 'images' && Array.isArray(value)) {
      value.forEach((item, i) => {
        if (isObject(item) && typeof item.image === 'string') {
          out.push({
            image: item.image,
            field: `${where} ${i + 1}`,
            ...pictureUse(item, `${path}.${i}`),
          });
        }
      });
    } else if (field.type === 'video' && isObject(value) && isObject(value.poster)) {
      if (typeof value.poster.image === 'string') {
        out.push({
          image: value.poster.image,
          field: `${where} (poster)`,
          ...pictureUse(value.poster, `${path}.poster`),
        });
      }
    } else if ((field.type === 'group' || field.type === 'blocks') && Array.isArray(value)) {
      value.forEach((row, i) => {
        const fields = rowFieldsOf(field, row);
        if (isObject(row) && fields)
          imagesIn(fields, row, `${where} ${i + 1} › `, out, `${path}.${i}.`);
      });
    } else if (field.type === 'richText') {
      for (const found of richTextImages(value as RichTextDocument | null)) {
        out.push({
          image: found.src,
          field: `${where} (${found.where})`,
          described: (found.alt ?? '').trim() !== '',
        });
      }
    }
  }
}

/**
 * Every picture a document shows, with where; with its translations, the pictures of each
 * translation's own rich text too (a translated body may show pictures of its own).
 */
export function imagesOf(
  fields: Fields,
  doc: Doc,
  translations: Record<string, Doc> = {},
): ImageUse[] {
  const out: ImageUse[] = [];
  imagesIn(fields, doc, '', out);
  for (const [lang, translation] of Object.entries(translations)) {
    const own: ImageUse[] = [];
    for (const [name, field] of Object.entries(fields)) {
      if (field.type !== 'richText' || !isObject(translation)) continue;
      imagesIn({ [name]: field }, translation, `${LANGUAGE_NAMES[lang] ?? lang}: `, own);
    }
    out.push(...own);
  }
  return out;
}

export interface ReferenceUse {
  /** The collection referred to. */
  to: string;
  id: number;
  /** Where, as a 422 names it (`authors.1`, `body.3.figures.0`, `person`). */
  path: string;
}

/** Every reference a document holds, with where (inside groups and blocks too). */
export function referenceUses(fields: Fields, doc: Doc, prefix = ''): ReferenceUse[] {
  const out: ReferenceUse[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const value = doc[name];
    if (field.type === 'reference') {
      if (Array.isArray(value)) {
        value.forEach((id, index) => {
          if (typeof id === 'number')
            out.push({ to: field.to, id, path: `${prefix}${name}.${index}` });
        });
      } else if (typeof value === 'number') {
        out.push({ to: field.to, id: value, path: `${prefix}${name}` });
      }
    } else if ((field.type === 'group' || field.type === 'blocks') && Array.isArray(value)) {
      value.forEach((row, index) => {
        const rowFields = rowFieldsOf(field, row);
        if (isObject(row) && rowFields) {
          out.push(...referenceUses(rowFields, row, `${prefix}${name}.${index}.`));
        }
      });
    }
  }
  return out;
}

/** The ids a document refers to, by collection name (each reference field's collection listed). */
export function referencesOf(fields: Fields, doc: Doc, out = new Map<string, Set<number>>()) {
  for (const collection of referencedCollections(fields)) {
    if (!out.has(collection)) out.set(collection, new Set());
  }
  for (const use of referenceUses(fields, doc)) out.get(use.to)!.add(use.id);
  return out;
}

/** The collections a declaration's reference fields point to (inside groups and blocks too). */
function referencedCollections(fields: Fields, out = new Set<string>()): Set<string> {
  for (const field of Object.values(fields)) {
    if (field.type === 'reference') out.add(field.to);
    else if (field.type === 'group') referencedCollections(field.fields, out);
    else if (field.type === 'blocks') {
      for (const kind of Object.values(field.blocks)) referencedCollections(kind.fields, out);
    }
  }
  return out;
}

/** The plain text of a document's texts in order (search, excerpts). */
export function plainTextOf(fields: Fields, doc: Doc): string {
  const parts: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const value = doc[name];
    if ((field.type === 'text' || field.type === 'longText') && typeof value === 'string') {
      parts.push(value);
    } else if (field.type === 'richText') {
      parts.push(richTextPlainText(value as RichTextDocument | null));
    } else if ((field.type === 'group' || field.type === 'blocks') && Array.isArray(value)) {
      for (const row of value) {
        const fields = rowFieldsOf(field, row);
        if (isObject(row) && fields) parts.push(plainTextOf(fields, row));
      }
    }
  }
  return parts.filter(Boolean).join('\n');
}

/**
 * When an item is scheduled for: the `schedules` instant (an article's date shown) while it is
 * still to come, else null. A published item is public from then, by itself.
 */
export function scheduledFor(fields: Fields, doc: Doc, at: string): string | null {
  for (const [name, field] of Object.entries(fields)) {
    if (field.type !== 'date' || field.precision !== 'instant' || !field.schedules) continue;
    const value = doc[name];
    if (typeof value === 'string' && value > at) return value;
  }
  return null;
}

/**
 * Whether an item is public at `at` (ISO 8601): published, no `expires` date passed (a story's
 * consent end) and no `schedules` date still to come.
 */
export function isPublicAt(fields: Fields, published: boolean, doc: Doc, at: string): boolean {
  if (!published || hasExpiredAt(fields, doc, at)) return false;
  for (const [name, field] of Object.entries(fields)) {
    if (field.type !== 'date' || field.precision !== 'instant') continue;
    const value = doc[name];
    if (typeof value !== 'string') continue;
    if (field.schedules && value > at) return false;
  }
  return true;
}

/** Whether an `expires` date of the item (a story's consent end) has passed at `at`. */
export function hasExpiredAt(fields: Fields, doc: Doc, at: string): boolean {
  return Object.entries(fields).some(
    ([name, field]) =>
      field.type === 'date' &&
      field.precision === 'instant' &&
      field.expires === true &&
      typeof doc[name] === 'string' &&
      doc[name] <= at,
  );
}

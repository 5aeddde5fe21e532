import {
  LANGUAGE_NAMES,
  TRANSLATION_LANGUAGES,
  hasTranslatable,
  type ContentDef,
  type Field,
  type Fields,
} from '@ia/shared';
import type { EditableDocument } from '../api/admin';

/**
 * The editor's state as plain functions: a document is the English fields (with the slug) and
 * `translations: { fr: {…}, ar: {…} }` beside them, each in the shape of the English but with
 * only what is translated. A value is found by its path (`['gallery', 2, 'alt']`); a
 * translation's by the same path under `['translations', lang]`. Rows of a list are moved and
 * removed together with their translations, so a translation stays with its row.
 */

export type Path = readonly (string | number)[];
type Bag = Record<string, unknown> | unknown[];

/** What every field editor is given: where its value is and how to change the document. */
export interface FieldProps {
  field: Field;
  path: Path;
  doc: EditableDocument;
  /** `en` edits the original; another language edits that translation beside the English. */
  lang: string;
  errors: Record<string, string>;
  onChange: (doc: EditableDocument) => void;
}

/** The id of an input, from its language and path (a 422's field path finds it). */
export const inputId = (lang: string, path: Path) =>
  `field-${lang}-${dotted(path).replace(/[^A-Za-z0-9_-]/g, '_')}`;

export function getAt(value: unknown, path: Path): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[key as string];
  }
  return current;
}

/** A copy of `value` with `next` at `path` (objects and arrays made on the way as needed). */
export function setAt<T>(value: T, path: Path, next: unknown): T {
  if (path.length === 0) return next as T;
  const [key, ...rest] = path;
  const container: Bag =
    value !== null && typeof value === 'object'
      ? Array.isArray(value)
        ? [...value]
        : { ...(value as Record<string, unknown>) }
      : typeof key === 'number'
        ? []
        : {};
  const inner = (container as Record<string, unknown>)[key as string];
  (container as Record<string, unknown>)[key as string] = setAt(inner, rest, next);
  return container as T;
}

/** The path of a value in a language: itself in English, under `translations.<lang>` otherwise. */
export const pathIn = (lang: string, path: Path): Path =>
  lang === 'en' ? path : ['translations', lang, ...path];

/** The dotted form of a path, as the server names fields in a 422 (`gallery.0.alt`). */
export const dotted = (path: Path) => path.join('.');

/** The empty value of a field (a new item, a new row). */
export function emptyValue(field: Field): unknown {
  switch (field.type) {
    case 'text':
    case 'longText':
    case 'link':
      return '';
    case 'boolean':
      return false;
    case 'images':
    case 'documents':
    case 'group':
    case 'blocks':
      return [];
    case 'reference':
      return field.many ? [] : null;
    case 'video':
      return { youtubeId: null, poster: null };
    default:
      return null;
  }
}

export function emptyFields(fields: Fields): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [name, emptyValue(field)]),
  );
}

/** A new document of a collection or global: every field empty, no translation. */
export function emptyDocument(def: ContentDef): EditableDocument {
  return {
    ...emptyFields(def.fields),
    ...(def.kind === 'collection' && def.slugs ? { slug: '' } : {}),
    translations: {},
  };
}

const listAt = (doc: unknown, path: Path): unknown[] => {
  const found = getAt(doc, path);
  return Array.isArray(found) ? found : [];
};

/** Applies `change` to the list at `path` in English and in every translation of it. */
function everyLanguage(
  doc: EditableDocument,
  path: Path,
  change: (list: unknown[], english: boolean) => unknown[],
): EditableDocument {
  let next = setAt(doc, path, change(listAt(doc, path), true));
  for (const lang of Object.keys(doc.translations ?? {})) {
    const translated = getAt(doc, pathIn(lang, path));
    if (!Array.isArray(translated)) continue;
    next = setAt(next, pathIn(lang, path), change(translated, false));
  }
  return next;
}

/** Moves a row (or picture) from one place to another, with its translations. */
export function moveRow(
  doc: EditableDocument,
  path: Path,
  from: number,
  to: number,
): EditableDocument {
  return everyLanguage(doc, path, (list, english) => {
    if (to < 0 || (english && to >= list.length)) return list;
    const copy = [...list];
    while (copy.length <= Math.max(from, to)) copy.push(null);
    const [row] = copy.splice(from, 1);
    copy.splice(to, 0, row);
    while (copy.length > 0 && copy[copy.length - 1] === null && !english) copy.pop();
    return copy;
  });
}

/** Removes a row (or picture) with its translations. */
export function removeRow(doc: EditableDocument, path: Path, index: number): EditableDocument {
  return everyLanguage(doc, path, (list) => list.filter((_, i) => i !== index));
}

/** A row taken out of a list with its translation in each language (to put back: undo). */
export interface TakenRow {
  index: number;
  english: unknown;
  translated: Record<string, unknown>;
}

/** The row at `index` with its translations, before it is removed. */
export function takeRow(doc: EditableDocument, path: Path, index: number): TakenRow {
  const translated: Record<string, unknown> = {};
  for (const lang of Object.keys(doc.translations ?? {})) {
    const row = listAt(doc, pathIn(lang, path))[index];
    if (row !== undefined && row !== null) translated[lang] = row;
  }
  return { index, english: listAt(doc, path)[index], translated };
}

/** Puts a taken row back where it was (or at the end, if the list is shorter now). */
export function putRow(doc: EditableDocument, path: Path, taken: TakenRow): EditableDocument {
  const at = Math.min(taken.index, listAt(doc, path).length);
  let next = setAt(doc, path, listAt(doc, path).toSpliced(at, 0, taken.english));
  for (const lang of Object.keys(doc.translations ?? {})) {
    const list = getAt(doc, pathIn(lang, path));
    const row = taken.translated[lang] ?? null;
    if (!Array.isArray(list) && row === null) continue;
    const copy = Array.isArray(list) ? [...list] : [];
    while (copy.length < at) copy.push(null);
    copy.splice(at, 0, row);
    while (copy.length > 0 && copy[copy.length - 1] === null) copy.pop();
    next = setAt(next, pathIn(lang, path), copy);
  }
  return next;
}

/** Adds a row at the end (its translations come when someone writes them). */
export function addRow(doc: EditableDocument, path: Path, row: unknown): EditableDocument {
  return setAt(doc, path, [...listAt(doc, path), row]);
}

/** Whether a field has something to translate (the translation view shows only those). */
export const translatable = (field: Field) => hasTranslatable(field);

/** The languages a translation can be written in, in the site's order. */
export const LANGUAGES = ['en', ...TRANSLATION_LANGUAGES] as const;

/** The languages' names as staff read them (English: every font shows them). */
export const LANGUAGE_LABELS: Record<string, string> = LANGUAGE_NAMES;

export const isRtl = (lang: string) => lang === 'ar';

/** The language an editor opens at: the address's `?lang=` when it is one, else English. */
export function languageOfSearch(search: string): string {
  const asked = new URLSearchParams(search).get('lang') ?? '';
  return (LANGUAGES as readonly string[]).includes(asked) ? asked : 'en';
}

/** How much of a document is written in a language: 'none', 'some' or 'all' of its texts. */
export function translationCoverage(
  def: ContentDef,
  doc: EditableDocument,
  lang: string,
): 'none' | 'some' | 'all' {
  const translation = doc.translations?.[lang];
  const wanted = Object.entries(def.fields).filter(([name, field]) => {
    if (!translatable(field)) return false;
    const english = doc[name];
    return english !== '' && english !== null && !(Array.isArray(english) && english.length === 0);
  });
  if (!translation || wanted.length === 0) return 'none';
  const done = wanted.filter(([name]) => {
    const value = translation[name];
    return value !== undefined && value !== '' && value !== null;
  });
  return done.length === 0 ? 'none' : done.length === wanted.length ? 'all' : 'some';
}

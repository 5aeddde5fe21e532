import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  isEmptyRichText,
  isRichTextDocument,
  type LanguageCode,
} from '@ia/shared';

import type { ContentRepository } from '../db/repositories/content.js';

/** A collection's name (`stories`, `articles`). */
type ContentKind = string;

/**
 * A translated list of pictures read as the item's list of alt texts: the translation's
 * `images` field (`[{ alt }]`, in the English order) gives `alts` beside the item's `list` of
 * pictures, each alt text the English one where the translation has none.
 */
export interface TranslatedAlts {
  images: string;
  list: string;
  alts: string;
}

/**
 * Public reads in a language: each item's texts in `lang` where the item is translated into it,
 * else the English original, and always the language they are in (`lang`), so a page can mark
 * English among French with `lang="en"`.
 */
export async function inLanguage<T extends { id: number }>(
  content: ContentRepository,
  kind: ContentKind,
  items: readonly T[],
  lang: LanguageCode,
  /** The translated fields; those an item does not have (a list's narrative) are skipped. */
  fields: readonly (string | TranslatedAlts)[],
): Promise<(T & { lang: string })[]> {
  if (lang === DEFAULT_LANGUAGE) return items.map((item) => ({ ...item, lang: DEFAULT_LANGUAGE }));
  const translations = await content.translationsIn(
    kind,
    items.map((item) => item.id),
    lang,
  );
  return items.map((item) => {
    const translated = translations.get(item.id);
    if (!translated) return { ...item, lang: DEFAULT_LANGUAGE };
    const texts: Partial<T> = {};
    for (const field of fields) {
      if (typeof field !== 'string') {
        const alts = translatedAlts(item, field, translated[field.images]);
        if (alts) (texts as Record<string, unknown>)[field.alts] = alts;
        continue;
      }
      const value = translated[field];
      // An empty translated text or rich text (no narrative) falls back to the original's.
      const given =
        (typeof value === 'string' && value !== '') ||
        (isRichTextDocument(value) && !isEmptyRichText(value));
      if (field in item && given) (texts as Record<string, unknown>)[field] = value;
    }
    return { ...item, ...texts, lang };
  });
}

function translatedAlts(
  item: object,
  field: TranslatedAlts,
  translated: unknown,
): string[] | undefined {
  const pictures = (item as Record<string, unknown>)[field.list];
  if (!Array.isArray(pictures) || !Array.isArray(translated)) return undefined;
  const english = (item as Record<string, unknown>)[field.alts];
  return pictures.map((_, index) => {
    const alt = (translated[index] as { alt?: unknown } | null | undefined)?.alt;
    if (typeof alt === 'string' && alt !== '') return alt;
    return Array.isArray(english) && typeof english[index] === 'string' ? english[index] : '';
  });
}

/** Every language an item is written in, English first, then in the site's order. */
export async function languagesOf(
  content: ContentRepository,
  kind: ContentKind,
  id: number,
): Promise<LanguageCode[]> {
  const translated = (await content.translatedLanguages(kind, [id])).get(id) ?? [];
  return LANGUAGE_CODES.filter((code) => code === DEFAULT_LANGUAGE || translated.includes(code));
}

/** The languages each of `ids` is written in, English first (items without translations too). */
export async function languagesOfMany(
  content: ContentRepository,
  kind: ContentKind,
  ids: readonly number[],
): Promise<Map<number, LanguageCode[]>> {
  const translated = await content.translatedLanguages(kind, ids);
  return new Map(
    ids.map((id) => [
      id,
      LANGUAGE_CODES.filter(
        (code) => code === DEFAULT_LANGUAGE || (translated.get(id) ?? []).includes(code),
      ),
    ]),
  );
}

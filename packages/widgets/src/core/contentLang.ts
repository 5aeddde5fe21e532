import { isLanguageCode } from '@ia/shared';
import { directionOf } from './direction';

/**
 * The `lang` to put on text that came from the API when it is not in the page's language. The
 * API writes stories and articles in English unless an item says otherwise (`lang`), so on a
 * French or Arabic page their texts are marked `lang="en"` (read with English pronunciation,
 * hyphenated as English) and nothing is marked on an English page.
 */
export function contentLang(pageLang: string, itemLang = 'en'): string | undefined {
  const primary = (code: string) => code.split('-')[0]!.toLowerCase();
  return primary(itemLang) === primary(pageLang) ? undefined : itemLang;
}

/**
 * The attributes of text not in the page's language: its `lang`, and its `dir` where its
 * direction is not the page's (an English fallback on an Arabic page is `lang="en" dir="ltr"`,
 * so its punctuation stays on its own side); nothing for text in the page's language.
 */
export function contentLangAttrs(
  pageLang: string,
  itemLang = 'en',
): { lang?: string; dir?: 'ltr' | 'rtl' } {
  const lang = contentLang(pageLang, itemLang);
  if (!lang) return {};
  const dir = directionOf(lang);
  return dir === directionOf(pageLang) ? { lang } : { lang, dir };
}

/** An API item's own language, when it gives one. */
export const itemLang = (item: object): string | undefined =>
  'lang' in item && typeof item.lang === 'string' ? item.lang : undefined;

/**
 * The `lang` query parameter that asks the API for texts in the widget's language: none for
 * English (the default, so English keys and addresses stay as they were) or for a language the
 * site does not publish in (a partner page in German reads English).
 */
export function contentLangParams(widgetLang: string): { lang?: string } {
  const primary = widgetLang.split('-')[0]!.toLowerCase();
  return primary !== 'en' && isLanguageCode(primary) ? { lang: primary } : {};
}

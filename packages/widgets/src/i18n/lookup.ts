import type { Dictionary, TranslationKey } from './english';

/** The copy for `key` in `language`, else in English, else the key itself. */
export function lookup(
  language: string,
  key: TranslationKey | (string & {}),
  dictionaries: Readonly<Record<string, Dictionary>>,
): string {
  const own = dictionaries[language] as Record<string, string | undefined> | undefined;
  const english = dictionaries.en as Record<string, string | undefined> | undefined;
  return own?.[key] ?? english?.[key] ?? key;
}

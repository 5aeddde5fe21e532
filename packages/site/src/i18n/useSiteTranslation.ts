import { useMemo } from 'react';
import { format, lookup, useTranslation, type Dictionary } from '@ia/widgets';
import type { SiteCopy } from './defineCopy';
import type { SiteKey } from './dictionaries';
import { formatList, formatMonthYear, formatNumber, localize, type Text } from './languages';

export type SiteTranslate<K extends string = never> = (
  key: SiteKey | K,
  vars?: Record<string, string | number>,
) => string;

/**
 * The copy for `key` in `language`: from the page's own copy when the key is one of its keys
 * (that language, else English), otherwise from the global dictionaries (that language, else
 * English, else the key itself).
 */
export function siteTranslate<K extends string>(
  language: string,
  key: SiteKey | K,
  vars: Record<string, string | number> | undefined,
  page: SiteCopy<K> | undefined,
  dictionaries: Readonly<Record<string, Dictionary>>,
): string {
  if (page && key in page.en) {
    const own = (page as Readonly<Record<string, Readonly<Record<string, string>> | undefined>>)[
      language
    ];
    return format(own?.[key] ?? page.en[key as K], vars);
  }
  return format(lookup(language, key, dictionaries), vars);
}

/**
 * `useTranslation()` with the site's keys checked by the compiler, and helpers for the typed
 * content: `l(text)` picks a localized text in the current language (English otherwise),
 * `number`, `monthYear` and `list` format through `Intl`. A page passes its own copy (`ABOUT_COPY`…):
 * its keys are looked up there, in the current language or else English, and every other key
 * in the global dictionaries.
 */
export function useSiteTranslation<K extends string = never>(page?: SiteCopy<K>) {
  const { t, language, dir, setLanguage, overrides } = useTranslation();
  return useMemo(
    () => ({
      t: ((key, vars) =>
        page && key in page.en
          ? overrides[key]
            ? format(overrides[key], vars)
            : siteTranslate(language, key, vars, page, {})
          : t(key, vars)) as SiteTranslate<K>,
      language,
      dir,
      setLanguage,
      l: (text: Text) => localize(text, language),
      number: (value: number) => formatNumber(value, language),
      monthYear: (yearMonth: string) => formatMonthYear(yearMonth, language),
      list: (items: readonly string[]) => formatList(items, language),
    }),
    [t, language, dir, setLanguage, page, overrides],
  );
}

import { useTranslation } from '@ia/widgets';
import { useMemo } from 'react';
import type { SiteKey } from './dictionaries';
import { formatMonthYear, formatNumber, localize, type Text } from './languages';

export type SiteTranslate = (key: SiteKey, vars?: Record<string, string | number>) => string;

/**
 * `useTranslation()` with the site's keys checked by the compiler, and helpers for the typed
 * content: `l(text)` picks a localized text in the current language (English otherwise),
 * `number` and `monthYear` format through `Intl`.
 */
export function useSiteTranslation() {
  const { t, language, dir, setLanguage } = useTranslation();
  return useMemo(
    () => ({
      t: t as SiteTranslate,
      language,
      dir,
      setLanguage,
      l: (text: Text) => localize(text, language),
      number: (value: number) => formatNumber(value, language),
      monthYear: (yearMonth: string) => formatMonthYear(yearMonth, language),
    }),
    [t, language, dir, setLanguage],
  );
}

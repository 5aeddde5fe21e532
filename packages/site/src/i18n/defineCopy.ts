import type { SiteLanguage } from './languages';

/** A page's copy: the same keys in every fully translated language. */
export type SiteCopy<K extends string> = Readonly<
  Record<SiteLanguage, Readonly<Record<K, string>>>
>;

/**
 * The copy of one page or area. English is the source of the keys; every other language of the
 * site must give exactly those keys (the compiler refuses a missing or an extra one).
 */
export function defineCopy<K extends string>(
  en: Record<K, string>,
  translations: Record<Exclude<SiteLanguage, 'en'>, Record<NoInfer<K>, string>>,
): SiteCopy<K> {
  return { en, ...translations };
}

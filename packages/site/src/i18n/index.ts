// The global copy itself (dictionaries.ts) is imported only where all of it is needed: the
// server's render entry, and the browser when another language is chosen.
export type { SiteKey } from './dictionaries';
export {
  SITE_LANGUAGES,
  formatFileSize,
  formatMonthYear,
  formatNumber,
  localize,
  type Localized,
  type SiteLanguage,
  type Text,
} from './languages';
export { Rich } from './Rich';
export {
  SiteTranslationProvider,
  copyFor,
  loadAllDictionaries,
  type SiteDictionaries,
} from './SiteTranslationProvider';
export { useSiteTranslation, type SiteTranslate } from './useSiteTranslation';

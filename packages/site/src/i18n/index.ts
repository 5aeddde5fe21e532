export { GLOBAL_COPY, SITE_DICTIONARIES, type SiteKey } from './dictionaries';
export {
  SITE_LANGUAGES,
  formatMonthYear,
  formatNumber,
  localize,
  type Localized,
  type SiteLanguage,
  type Text,
} from './languages';
export { Rich } from './Rich';
export { SiteTranslationProvider } from './SiteTranslationProvider';
export { useSiteTranslation, type SiteTranslate } from './useSiteTranslation';

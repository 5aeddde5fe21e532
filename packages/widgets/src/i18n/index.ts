export {
  LANGUAGES,
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  isRtl,
  type LanguageOption,
} from './languages';
export {
  LANGUAGE_STORAGE_KEY,
  languageDirection,
  readStoredLanguage,
  storeLanguage,
  applyLanguageToDocument,
  initialLanguageOf,
  type Direction,
} from './language';
export {
  DICTIONARIES,
  PARTIAL_KEYS,
  translate,
  type Dictionary,
  type TranslationKey,
} from './dictionaries';
export {
  TranslationProvider,
  useTranslation,
  useOptionalTranslation,
  type TranslationContextValue,
  type TranslationProviderProps,
} from './TranslationProvider';
export { format, translator, useMessages, type Messages } from './messages';
export { formatDate, isoDate, type DateStyle } from './formatDate';

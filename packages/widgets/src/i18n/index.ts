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
export { DICTIONARIES, translate, type Dictionary, type TranslationKey } from './dictionaries';
export {
  TranslationContextProvider,
  useTranslation,
  useOptionalTranslation,
  type TranslationContextValue,
  type TranslationContextProviderProps,
} from './TranslationContext';
export { TranslationProvider, type TranslationProviderProps } from './TranslationProvider';
export { lookup } from './lookup';
export { format, translation, translator, useMessages, type Messages } from './messages';
export { categoryName, categoryMessages, useCategoryName, type CategoryName } from './categories';
export { formatDate, isoDate, type DateStyle } from './formatDate';
export { localeMessages } from './locales/load';
export { defineMessages, messagesModule, type MessagesModule } from './messages';
export { interfaceTextsQuery, useInterfaceTexts, type InterfaceTexts } from './interfaceTexts';
export { WIDGET_MESSAGES, widgetInterfaceTexts } from './catalogue';
export {
  SPLIT_LANGUAGES,
  loadWidgetLocale,
  widgetLocaleReady,
  type SplitLanguage,
} from './locales/load';
export { registerAllWidgetLocales, WIDGET_LOCALES, type WidgetLocale } from './locales/all';

/** The widgets as React components, and the core a host application needs around them. */
export {
  WidgetProvider,
  useWidgetSettings,
  createApiClient,
  createQueryClient,
  getPageQueryClient,
  ApiError,
  toApiError,
  siteHref,
  type WidgetProviderProps,
  type WidgetSettings,
  type ApiClient,
} from './core';
export {
  StoryCard,
  type StoryCardProps,
  type StoryCardLabels,
  type StoryOpenDetail,
  type StoryOpenHandler,
} from './ui/StoryCard';
export { CategoryIcon } from './ui/CategoryIcon';
export { RichText, richTextBody, type RichTextProps } from './ui/RichText';
export { richTextMessages } from './ui/richTextMessages';
export { VideoFacade as RichTextVideoFacade } from './ui/VideoFacade';
export { categoryIcon, type CategoryIconName } from './ui/categories';
export * from './StoryGrid';
export * from './StoryDetail';
export * from './ImpactExplorer';
export * from './InsightsFeed';
export * from './ArticleDetail';
export * from './ContactForm';
export * from './LanguageSwitcher';
export * from './ImageUploader';
export * from './Toaster';
export * from './i18n';
export { contentLangAttrs } from './core/contentLang';
export * from './NewsletterSignup';

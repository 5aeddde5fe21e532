/** The widgets as React components, and the core a host application needs around them. */
export {
  WidgetProvider,
  useWidgetSettings,
  createApiClient,
  createQueryClient,
  getPageQueryClient,
  ApiError,
  type WidgetProviderProps,
  type WidgetSettings,
  type ApiClient,
} from './core';
export type { StoryOpenDetail, StoryOpenHandler } from './ui/StoryCard';
export { CategoryIcon } from './ui/CategoryIcon';
export { categoryIcon, type CategoryIconName } from './ui/categories';
export * from './StoryGrid';

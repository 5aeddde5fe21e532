export { createApiClient, ApiError, toApiError, type ApiClient } from './api';
export { siteHref, itemHref } from './links';
export { createQueryClient, getPageQueryClient } from './queryClient';
export {
  WidgetProvider,
  useWidgetSettings,
  directionOf,
  type WidgetProviderProps,
  type WidgetSettings,
} from './WidgetContext';
export { ShadowStyles, cacheFor } from './ShadowStyles';
export { defineWidget, type WidgetElementOptions, type AttributeType } from './defineWidget';
export {
  apiQuery,
  apiQueryKey,
  useWidgetQuery,
  useWidgetQueryClient,
  type QueryParams,
} from './query';

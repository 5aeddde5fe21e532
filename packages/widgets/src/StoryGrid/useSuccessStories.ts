import { useWidgetQuery } from '../core/query';
import { useWidgetSettings } from '../core/WidgetContext';
import { successStoriesQuery } from './queries';

export { SUCCESS_STORIES_ENDPOINT, successStoriesQuery } from './queries';

export function useSuccessStories(limit?: number, page?: number, category?: string) {
  const { api, lang } = useWidgetSettings();
  return useWidgetQuery(successStoriesQuery(api, limit, lang, page, category));
}

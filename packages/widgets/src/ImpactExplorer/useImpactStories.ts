import { useWidgetQuery } from '../core/query';
import { useWidgetSettings } from '../core/WidgetContext';
import { successStoriesQuery } from '../StoryGrid/useSuccessStories';

/**
 * GET /api/success-stories, the whole list: the explorer filters, sorts and pages it in the
 * browser. Same query as a story grid without a limit, so they share one request and cache.
 */
export function useImpactStories() {
  const { api } = useWidgetSettings();
  return useWidgetQuery(successStoriesQuery(api));
}

import { successStoryListSchema, TOTAL_COUNT_HEADER } from '@ia/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../core/api';
import { apiQueryKey, useWidgetQuery, type QueryParams } from '../core/query';
import { useWidgetSettings } from '../core/WidgetContext';
import { contentLangParams } from '../core/contentLang';
import { SUCCESS_STORIES_ENDPOINT } from '../StoryGrid/useSuccessStories';
import { storyListParams, type ExplorerState } from './impactExplorer';

/**
 * One page of `GET /api/success-stories` with its total (the `X-Total-Count` header): the API
 * filters, sorts and pages, so the explorer shows thousands of stories as easily as ten. Its key
 * differs from a plain list's (the data holds the total too).
 */
export function storyPageQuery(api: ApiClient, params: QueryParams) {
  return queryOptions({
    queryKey: [...apiQueryKey(api, SUCCESS_STORIES_ENDPOINT, params), 'with-total'] as const,
    queryFn: async () => {
      const { data, headers } = await api.get(
        SUCCESS_STORIES_ENDPOINT,
        successStoryListSchema,
        params,
      );
      const total = Number(headers.get(TOTAL_COUNT_HEADER));
      return { items: data, total: Number.isFinite(total) ? total : data.length };
    },
  });
}

/** The page of stories a state shows; the previous page stays shown while the next loads. */
export function useStoryPage(state: ExplorerState, pageSize: number) {
  const { api, lang } = useWidgetSettings();
  return useWidgetQuery({
    ...storyPageQuery(api, { ...storyListParams(state, pageSize), ...contentLangParams(lang) }),
    placeholderData: keepPreviousData,
  });
}

/** How many stories there are in all (the header's count), from the smallest page. */
export function useStoryCount() {
  const { api } = useWidgetSettings();
  return useWidgetQuery(storyPageQuery(api, { page: 1, pageSize: 1 }));
}

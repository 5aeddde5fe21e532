import { successStoryListSchema, TOTAL_COUNT_HEADER } from '@ia/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../core/api';
import { contentLangParams } from '../core/contentLang';
import { apiQueryKey, type QueryParams } from '../core/queryOptions';
import { SUCCESS_STORIES_ENDPOINT } from '../StoryGrid/queries';
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

/** The page of stories the explorer shows for `state` (what a server prefetches for it). */
export function impactExplorerQuery(
  api: ApiClient,
  state: ExplorerState,
  pageSize: number,
  lang = 'en',
) {
  return storyPageQuery(api, { ...storyListParams(state, pageSize), ...contentLangParams(lang) });
}

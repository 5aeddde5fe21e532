import { articleListSchema, TOTAL_COUNT_HEADER } from '@ia/shared';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../core/api';
import { contentLangParams } from '../core/contentLang';
import { apiQuery, apiQueryKey } from '../core/queryOptions';
import { listPageParams } from '../core/paging';
import { ARTICLES_ENDPOINT } from './insightsFeed';

/**
 * `GET /api/articles`: a page of the article list, newest first. With a limit, `limit`
 * articles (at most the API's largest page, 100); without one, the API's default page (12).
 * `page` (from 1) asks for a later page of that size.
 */
export function articlesQuery(api: ApiClient, limit?: number, lang = 'en', page?: number) {
  return apiQuery(api, ARTICLES_ENDPOINT, articleListSchema, {
    ...listPageParams(limit, page),
    ...contentLangParams(lang),
  });
}

/** How many articles there are in all (the `X-Total-Count` header of the smallest page). */
export function articleCountQuery(api: ApiClient) {
  const params = { page: 1, pageSize: 1 };
  return queryOptions({
    queryKey: [...apiQueryKey(api, ARTICLES_ENDPOINT, params), 'with-total'] as const,
    queryFn: async () => {
      const { data, headers } = await api.get(ARTICLES_ENDPOINT, articleListSchema, params);
      const total = Number(headers.get(TOTAL_COUNT_HEADER));
      return { items: data, total: Number.isFinite(total) ? total : data.length };
    },
  });
}

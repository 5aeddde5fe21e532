import { articleListSchema } from '@ia/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../core/api';
import { apiQuery, useWidgetQueryClient } from '../core/query';
import { useWidgetSettings } from '../core/WidgetContext';
import { contentLangParams } from '../core/contentLang';
import { ARTICLES_ENDPOINT, normalizeLimit } from './insightsFeed';

/**
 * `GET /api/articles`: the article list, newest first. With a limit only the first page of that
 * size is asked for; without one the whole list.
 */
export function articlesQuery(api: ApiClient, limit?: number, lang = 'en') {
  const n = normalizeLimit(limit);
  return apiQuery(api, ARTICLES_ENDPOINT, articleListSchema, {
    ...(n === undefined ? {} : { page: 1, pageSize: n }),
    ...contentLangParams(lang),
  });
}

export function useArticles(limit?: number) {
  const { api, lang } = useWidgetSettings();
  return useQuery(articlesQuery(api, limit, lang), useWidgetQueryClient());
}

import { articleListSchema } from '@ia/shared';
import type { ApiClient } from '../core/api';
import { contentLangParams } from '../core/contentLang';
import { apiQuery } from '../core/queryOptions';
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

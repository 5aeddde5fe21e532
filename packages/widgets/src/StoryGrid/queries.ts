import { successStoryListSchema } from '@ia/shared';
import type { ApiClient } from '../core/api';
import { contentLangParams } from '../core/contentLang';
import { apiQuery } from '../core/queryOptions';
import { listPageParams } from '../core/paging';

/** GET /api/success-stories */
export const SUCCESS_STORIES_ENDPOINT = '/api/success-stories';

/**
 * A page of success stories: with a limit, `limit` stories (at most the API's largest page,
 * 100); without one, the API's default page (12). `page` (from 1) asks for a later page of
 * that size. The same request is shared by every widget on the page that shows it.
 */
export function successStoriesQuery(
  api: ApiClient,
  limit?: number,
  lang = 'en',
  page?: number,
  category?: string,
) {
  return apiQuery(api, SUCCESS_STORIES_ENDPOINT, successStoryListSchema, {
    ...listPageParams(limit, page),
    ...contentLangParams(lang),
    ...(category ? { category } : {}),
  });
}

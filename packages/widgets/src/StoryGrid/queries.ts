import { successStoryListSchema } from '@ia/shared';
import type { ApiClient } from '../core/api';
import { contentLangParams } from '../core/contentLang';
import { apiQuery } from '../core/queryOptions';
import { normalizeLimit } from './storyGrid';

/** GET /api/success-stories */
export const SUCCESS_STORIES_ENDPOINT = '/api/success-stories';

/**
 * The list of success stories. With a limit only the first page of that size is asked for
 * (the home page needs three, not all); without one the whole list, shared by every widget
 * on the page that shows it.
 */
export function successStoriesQuery(api: ApiClient, limit?: number, lang = 'en') {
  const n = normalizeLimit(limit);
  return apiQuery(api, SUCCESS_STORIES_ENDPOINT, successStoryListSchema, {
    ...(n === undefined ? {} : { page: 1, pageSize: n }),
    ...contentLangParams(lang),
  });
}

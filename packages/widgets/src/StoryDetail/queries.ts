import { successStorySchema } from '@ia/shared';
import type { ApiClient } from '../core/api';
import { contentLangParams } from '../core/contentLang';
import { apiQuery } from '../core/queryOptions';

/** GET /api/success-stories/:slug */
export const successStoryEndpoint = (slug: string) =>
  `/api/success-stories/${encodeURIComponent(slug)}`;

/** One story with its gallery and narrative, in `lang` where it is translated. */
export function successStoryQuery(api: ApiClient, slug: string, lang = 'en') {
  return apiQuery(api, successStoryEndpoint(slug), successStorySchema, contentLangParams(lang));
}

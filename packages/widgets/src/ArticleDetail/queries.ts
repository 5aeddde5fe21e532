import { articleSchema } from '@ia/shared';
import type { ApiClient } from '../core/api';
import { contentLangParams } from '../core/contentLang';
import { apiQuery } from '../core/queryOptions';
import { articleEndpoint } from './articleDetail';

/** `GET /api/articles/:slug`: one article with its body, in `lang` where it is translated. */
export function articleQuery(api: ApiClient, slug: string, lang = 'en') {
  return apiQuery(api, articleEndpoint(slug), articleSchema, contentLangParams(lang));
}

import { articleSchema } from '@ia/shared';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../core/api';
import { apiQuery, useWidgetQueryClient } from '../core/query';
import { useWidgetSettings } from '../core/WidgetContext';
import { contentLangParams } from '../core/contentLang';
import { articleEndpoint } from './articleDetail';

/** `GET /api/articles/:slug`: one article with its body. */
export function articleQuery(api: ApiClient, slug: string, lang = 'en') {
  return apiQuery(api, articleEndpoint(slug), articleSchema, contentLangParams(lang));
}

/** The article; runs only when there is a slug (spec: the detail loads only with a slug). */
export function useArticle(slug: string | undefined) {
  const { api, lang } = useWidgetSettings();
  return useQuery(
    { ...articleQuery(api, slug ?? '', lang), enabled: Boolean(slug) },
    useWidgetQueryClient(),
  );
}

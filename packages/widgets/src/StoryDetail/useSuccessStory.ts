import { successStorySchema } from '@ia/shared';
import type { ApiClient } from '../core/api';
import { apiQuery, useWidgetQuery } from '../core/query';
import { useWidgetSettings } from '../core/WidgetContext';
import { contentLangParams } from '../core/contentLang';

/** GET /api/success-stories/:slug */
export const successStoryEndpoint = (slug: string) =>
  `/api/success-stories/${encodeURIComponent(slug)}`;

export function successStoryQuery(api: ApiClient, slug: string, lang = 'en') {
  return apiQuery(api, successStoryEndpoint(slug), successStorySchema, contentLangParams(lang));
}

/** One story with its gallery and narrative; runs only when there is a slug. */
export function useSuccessStory(slug: string | undefined) {
  const { api, lang } = useWidgetSettings();
  return useWidgetQuery({ ...successStoryQuery(api, slug ?? '', lang), enabled: Boolean(slug) });
}

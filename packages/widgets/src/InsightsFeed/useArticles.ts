import { useQuery } from '@tanstack/react-query';
import { useWidgetQueryClient } from '../core/query';
import { useWidgetSettings } from '../core/WidgetContext';
import { articlesQuery } from './queries';

export { articlesQuery } from './queries';

export function useArticles(limit?: number) {
  const { api, lang } = useWidgetSettings();
  return useQuery(articlesQuery(api, limit, lang), useWidgetQueryClient());
}

import { useQuery } from '@tanstack/react-query';
import { useWidgetQueryClient } from '../core/query';
import { useWidgetSettings } from '../core/WidgetContext';
import { articleCountQuery, articlesQuery } from './queries';

export { articleCountQuery, articlesQuery } from './queries';

export function useArticles(limit?: number, page?: number) {
  const { api, lang } = useWidgetSettings();
  return useQuery(articlesQuery(api, limit, lang, page), useWidgetQueryClient());
}

/** How many articles there are in all (a pager's last page). */
export function useArticleCount() {
  const { api } = useWidgetSettings();
  return useQuery(articleCountQuery(api), useWidgetQueryClient());
}

import { useQuery } from '@tanstack/react-query';
import { useWidgetQueryClient } from '../core/query';
import { useWidgetSettings } from '../core/WidgetContext';
import { articleQuery } from './queries';

export { articleQuery } from './queries';

/** The article; runs only when there is a slug (spec: the detail loads only with a slug). */
export function useArticle(slug: string | undefined) {
  const { api, lang } = useWidgetSettings();
  return useQuery(
    { ...articleQuery(api, slug ?? '', lang), enabled: Boolean(slug) },
    useWidgetQueryClient(),
  );
}

import { keepPreviousData } from '@tanstack/react-query';
import { useWidgetQuery } from '../core/query';
import { useWidgetSettings } from '../core/WidgetContext';
import type { ExplorerState } from './impactExplorer';
import { impactExplorerQuery, storyPageQuery } from './queries';

export { impactExplorerQuery, storyPageQuery } from './queries';

/** The page of stories a state shows; the previous page stays shown while the next loads. */
export function useStoryPage(state: ExplorerState, pageSize: number) {
  const { api, lang } = useWidgetSettings();
  return useWidgetQuery({
    ...impactExplorerQuery(api, state, pageSize, lang),
    placeholderData: keepPreviousData,
  });
}

/** How many stories there are in all (the header's count), from the smallest page. */
export function useStoryCount() {
  const { api } = useWidgetSettings();
  return useWidgetQuery(storyPageQuery(api, { page: 1, pageSize: 1 }));
}

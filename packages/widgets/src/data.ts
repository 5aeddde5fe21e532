/**
 * `@ia/widgets/data`: the API client and the widgets' queries, without React, so they run
 * anywhere: in a Next.js server component (which cannot import the components' module), a
 * Node script or a worker. Prefetch what a widget shows into a query client, then hand the
 * dehydrated cache to `<WidgetProvider state={…}>`, and the widget renders on the server with
 * its data and hydrates in the browser without asking again:
 *
 *   const api = createApiClient('https://SITE');
 *   const client = createQueryClient();
 *   await client.prefetchQuery(successStoriesQuery(api, 6, 'fr'));
 *   <WidgetProvider apiBase="https://SITE" lang="fr" state={dehydrate(client)}>…
 */
export { dehydrate, type DehydratedState } from '@tanstack/react-query';
export { createApiClient, ApiError, toApiError, type ApiClient } from './core/api';
export { createQueryClient } from './core/queryClient';
export { apiQuery, apiQueryKey, type QueryParams } from './core/queryOptions';
export { SUCCESS_STORIES_ENDPOINT, successStoriesQuery } from './StoryGrid/queries';
export { successStoryEndpoint, successStoryQuery } from './StoryDetail/queries';
export { impactExplorerQuery, storyPageQuery } from './ImpactExplorer/queries';
export { articleCountQuery, articlesQuery } from './InsightsFeed/queries';
export { articleQuery } from './ArticleDetail/queries';
export { ARTICLES_ENDPOINT } from './InsightsFeed/insightsFeed';
export {
  PAGE_SIZE as IMPACT_PAGE_SIZE,
  initialExplorerState,
  type ExplorerState,
} from './ImpactExplorer/impactExplorer';

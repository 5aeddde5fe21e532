import {
  QueryClientContext,
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useContext } from 'react';
import { getPageQueryClient } from './queryClient';

export { apiQuery, apiQueryKey, type QueryParams } from './queryOptions';

/**
 * The query client of the surrounding QueryClientProvider, or the page-wide one, so a widget
 * also works when a host application renders it without a provider.
 */
export function useWidgetQueryClient(): QueryClient {
  return useContext(QueryClientContext) ?? getPageQueryClient();
}

/** `useQuery` against the widget's query client. */
export function useWidgetQuery<T, K extends QueryKey>(options: UseQueryOptions<T, Error, T, K>) {
  return useQuery(options, useWidgetQueryClient());
}

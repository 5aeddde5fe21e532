import {
  QueryClientContext,
  queryOptions,
  useQuery,
  type QueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useContext } from 'react';
import type * as v from 'valibot';
import type { ApiClient } from './api';
import { getPageQueryClient } from './queryClient';

export type QueryParams = Record<string, string | number | undefined>;

/**
 * The query key of a GET: the endpoint's path first (spec: "a GET on the first element of the
 * query key as a URL path"), then its parameters, then the API origin, so that two elements
 * talking to different origins never share an entry.
 */
export function apiQueryKey(api: ApiClient, path: string, params: QueryParams = {}) {
  return [path, params, api.base] as const;
}

/** Query options for `GET path` validated by `schema`. */
export function apiQuery<S extends v.GenericSchema>(
  api: ApiClient,
  path: string,
  schema: S,
  params: QueryParams = {},
) {
  return queryOptions({
    queryKey: apiQueryKey(api, path, params),
    queryFn: async () => (await api.get(path, schema, params)).data as v.InferOutput<S>,
  });
}

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

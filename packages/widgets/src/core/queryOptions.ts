import { queryOptions } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { ApiClient } from './api';

/**
 * Query keys and options of the API's GETs, without React: a server (a Next.js server
 * component, a Node script) can prefetch with them, and the widgets' hooks use the same ones.
 */

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

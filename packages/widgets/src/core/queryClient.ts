import { QueryClient } from '@tanstack/react-query';

/** The spec's query defaults: never stale, no refetch on focus, no polling, no retry. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

let pageClient: QueryClient | undefined;

/** One query cache for every widget element on a page (created on first use, in the browser). */
export function getPageQueryClient(): QueryClient {
  pageClient ??= createQueryClient();
  return pageClient;
}

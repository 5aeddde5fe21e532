import { QueryClient } from '@tanstack/react-query';

/**
 * The spec's query defaults: never stale, no refetch on focus, no polling, no retry (nor a
 * second try when a widget showing a failed query mounts again: a page rendered on the server
 * with "Story not found" stays so in the browser instead of flashing a loading state).
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        retry: false,
        retryOnMount: false,
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

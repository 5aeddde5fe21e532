import { ApiError, type Dictionary } from '@ia/widgets';
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';

/**
 * What the server hands the browser with a page: the answers the page was rendered from, and
 * the global copy in the page's language (and English).
 */
export interface PageState {
  queries: DehydratedState;
  copy: Readonly<Record<string, Dictionary>>;
}

/** An API error as JSON can carry it. */
interface SerializedError {
  name: 'ApiError';
  message: string;
  status: number;
  code?: string;
}

const serializeError = (error: unknown): SerializedError | unknown =>
  error instanceof ApiError
    ? { name: 'ApiError', message: error.message, status: error.status, code: error.code }
    : error instanceof Error
      ? { name: 'ApiError', message: error.message, status: 500 }
      : error;

const reviveError = (error: unknown): unknown => {
  const value = error as Partial<SerializedError> | null;
  return value?.name === 'ApiError' && typeof value.message === 'string'
    ? new ApiError(value.message, value.status ?? 500, value.code)
    : error;
};

/**
 * The settled queries of a render (successes and failures alike: a story that was not found
 * must not be asked for again, nor shown as loading, when the browser takes the page over).
 */
export function dehydratePage(
  queryClient: QueryClient,
  copy: Readonly<Record<string, Dictionary>>,
): PageState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  return {
    copy,
    queries: {
      ...state,
      // Without the times of the render, the same data always makes the same page (and ETag);
      // the browser never refetches (the answers never go stale, spec section 9).
      queries: state.queries.map((query) => ({
        ...query,
        dehydratedAt: 0,
        state: {
          ...query.state,
          dataUpdatedAt: 0,
          errorUpdatedAt: 0,
          error: serializeError(query.state.error) as Error | null,
        },
      })),
    },
  };
}

/** Puts the server's answers into the browser's query cache before the first render. */
export function hydratePage(queryClient: QueryClient, state: PageState): void {
  hydrate(queryClient, {
    ...state.queries,
    queries: state.queries.queries.map((query) => ({
      ...query,
      state: { ...query.state, error: reviveError(query.state.error) as Error | null },
    })),
  });
}

import {
  HydrationBoundary,
  QueryClientContext,
  QueryClientProvider,
  type DehydratedState,
} from '@tanstack/react-query';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from './api';
import { createQueryClient, getPageQueryClient } from './queryClient';

export interface WidgetSettings {
  /** Origin of the API ('' for the same origin). */
  apiBase: string;
  /** BCP 47 language of the widget's copy. */
  lang: string;
  dir: 'ltr' | 'rtl';
  api: ApiClient;
}

const WidgetContext = createContext<WidgetSettings | null>(null);

import { directionOf } from './direction';
export { RTL_LANGUAGES, directionOf } from './direction';

export interface WidgetProviderProps {
  apiBase?: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** A ready API client (tests, or a host with its own fetch); made from `apiBase` otherwise. */
  api?: ApiClient;
  /**
   * Answers fetched ahead, on a server (`dehydrate(queryClient)` after prefetching with the
   * queries of `@ia/widgets/data`): the widgets inside render with them at once, on the server
   * and in the browser, so hydration matches and nothing is asked for again.
   */
  state?: DehydratedState;
  children: ReactNode;
}

/**
 * The query cache of widgets rendered without a QueryClientProvider: the page-wide one in a
 * browser; on a server one per provider, so one request's answers never show in another's.
 */
function WidgetQueries({ state, children }: { state?: DehydratedState; children: ReactNode }) {
  const outer = useContext(QueryClientContext);
  const [ownClient] = useState(() =>
    outer ? undefined : typeof window === 'undefined' ? createQueryClient() : getPageQueryClient(),
  );
  const inner = state ? <HydrationBoundary state={state}>{children}</HydrationBoundary> : children;
  return ownClient ? <QueryClientProvider client={ownClient}>{inner}</QueryClientProvider> : inner;
}

/** Where widgets learn their API origin, language and direction. Nest to override. */
export function WidgetProvider({ apiBase, lang, dir, api, state, children }: WidgetProviderProps) {
  const parent = useContext(WidgetContext);
  const base = api?.base ?? apiBase ?? parent?.apiBase ?? '';
  const language = lang ?? parent?.lang ?? 'en';
  const direction = dir ?? (lang ? directionOf(language) : (parent?.dir ?? directionOf(language)));
  const value = useMemo<WidgetSettings>(
    () => ({
      apiBase: base,
      lang: language,
      dir: direction,
      api: api ?? (parent && parent.apiBase === base ? parent.api : createApiClient(base)),
    }),
    [base, language, direction, parent, api],
  );
  return (
    <WidgetContext.Provider value={value}>
      <WidgetQueries state={state}>{children}</WidgetQueries>
    </WidgetContext.Provider>
  );
}

const defaults: WidgetSettings = { apiBase: '', lang: 'en', dir: 'ltr', api: createApiClient('') };

export function useWidgetSettings(): WidgetSettings {
  return useContext(WidgetContext) ?? defaults;
}

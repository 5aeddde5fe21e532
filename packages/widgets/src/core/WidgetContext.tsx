import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { createApiClient, type ApiClient } from './api';

export interface WidgetSettings {
  /** Origin of the API ('' for the same origin). */
  apiBase: string;
  /** BCP 47 language of the widget's copy. */
  lang: string;
  dir: 'ltr' | 'rtl';
  api: ApiClient;
}

const WidgetContext = createContext<WidgetSettings | null>(null);

export const RTL_LANGUAGES = new Set(['ar', 'he', 'fa', 'ur']);
export const directionOf = (lang: string): 'ltr' | 'rtl' =>
  RTL_LANGUAGES.has(lang.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr';

export interface WidgetProviderProps {
  apiBase?: string;
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** A ready API client (tests, or a host with its own fetch); made from `apiBase` otherwise. */
  api?: ApiClient;
  children: ReactNode;
}

/** Where widgets learn their API origin, language and direction. Nest to override. */
export function WidgetProvider({ apiBase, lang, dir, api, children }: WidgetProviderProps) {
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
  return <WidgetContext.Provider value={value}>{children}</WidgetContext.Provider>;
}

const defaults: WidgetSettings = { apiBase: '', lang: 'en', dir: 'ltr', api: createApiClient('') };

export function useWidgetSettings(): WidgetSettings {
  return useContext(WidgetContext) ?? defaults;
}

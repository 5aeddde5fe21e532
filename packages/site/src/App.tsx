import { CacheProvider, Global, type EmotionCache } from '@emotion/react';
import { languagePrefix, localizedPath, splitLanguagePath } from '@ia/shared';
import {
  WidgetProvider,
  createApiClient,
  loadWidgetLocale,
  useInterfaceTexts,
  useTranslation,
  type ApiClient,
} from '@ia/widgets';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import { Router, useLocation, useSearch, type BaseLocationHook, type BaseSearchHook } from 'wouter';
import { ETHIOPIC_FAMILY, ethiopicFontFaces } from './fonts/ethiopic';
import { HeadCollectorProvider, type HeadCollector } from './head/PageHead';
import { SiteTranslationProvider, loadAllDictionaries, type SiteDictionaries } from './i18n';
import { Layout } from './layout/Layout';
import { matchRoute, NotFoundPage } from './routes';
import { type SiteConfig } from './siteConfig';
import { SiteConfigProvider } from './SiteConfigContext';

const globalStyles = [
  ...ethiopicFontFaces,
  {
    'html, body': { margin: 0 },
    body: {
      // The Ethiopic face first: its unicode-range gives it the Ethiopic letters only, so no
      // system font that claims them without drawing them (DejaVu Sans Bold) gets them first.
      fontFamily: `'${ETHIOPIC_FAMILY}', system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif`,
      color: '#1f2933',
      background: '#f7f8f6',
      lineHeight: 1.5,
      WebkitTextSizeAdjust: '100%',
    },
    '*, *::before, *::after': { boxSizing: 'border-box' },
    img: { maxWidth: '100%' },
    '@media (prefers-reduced-motion: reduce)': {
      '*, *::before, *::after': {
        animationDuration: '0.01ms !important',
        transitionDuration: '0.01ms !important',
      },
    },
  },
] as const;

/** While a page's code loads after a click (a second at most on a slow connection). */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" css={{ textAlign: 'center', padding: '64px 16px', color: '#52606d' }}>
      {t('common.loading')}
    </p>
  );
}

/** The page of the path (without language), in the site's frame unless it is a bare card. */
function PageOutlet({ path }: { path: string }) {
  const match = matchRoute(path);
  const Page = match?.route.page ?? NotFoundPage;
  const page = (
    <Suspense fallback={<PageLoading />}>
      <Page params={match?.params ?? {}} />
    </Suspense>
  );
  return match?.route.kind === 'card' ? page : <Layout>{page}</Layout>;
}

/**
 * The language comes from the address (`/fr/impact` is French, `/impact` English): choosing
 * another goes to the same page under that language's prefix, and every link inside stays in
 * the language because the inner router's base is the prefix.
 */
/** The site's own API, as the widgets make it when none is given. */
const SAME_ORIGIN_API = createApiClient('');

function LocalizedSite({ api, copy }: { api?: ApiClient; copy: SiteDictionaries }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const { language, path } = splitLanguagePath(location);
  const [dictionaries, setDictionaries] = useState(copy);
  // Staff's own wordings in the page's language (asked for with the page's data).
  const overrides = useInterfaceTexts(api ?? SAME_ORIGIN_API, language);
  const onLanguageChange = useCallback(
    async (code: string) => {
      // A page brings its own language's copy; another one's loads before the page changes.
      if (!dictionaries[code]) setDictionaries(await loadAllDictionaries());
      await loadWidgetLocale(code).catch(() => undefined); // English shows where it cannot load
      navigate(`${localizedPath(code, path)}${search ? `?${search}` : ''}`);
    },
    [dictionaries, navigate, path, search],
  );
  return (
    <SiteTranslationProvider
      language={language}
      onLanguageChange={(code) => void onLanguageChange(code)}
      dictionaries={dictionaries}
      overrides={overrides}
    >
      <WidgetsInSiteLanguage api={api}>
        <Global styles={globalStyles} />
        <Router base={languagePrefix(language)}>
          <PageOutlet path={path} />
        </Router>
      </WidgetsInSiteLanguage>
    </SiteTranslationProvider>
  );
}

/** Widgets on the site speak the site's language, in its direction, against its own API. */
function WidgetsInSiteLanguage({ api, children }: { api?: ApiClient; children: ReactNode }) {
  const { language, dir } = useTranslation();
  return (
    <WidgetProvider apiBase="" api={api} lang={language} dir={dir}>
      {children}
    </WidgetProvider>
  );
}

export interface AppProps {
  queryClient: QueryClient;
  siteConfig: SiteConfig;
  /** The global copy: at least the page's language and English (see i18n/dictionaries.ts). */
  copy: SiteDictionaries;
  /** The Emotion cache whose styles the server collects; the default one in the browser. */
  emotionCache?: EmotionCache;
  /** Server: the API client that answers in process. The browser asks the site's own API. */
  api?: ApiClient;
  /** Server: where the page's head is collected. */
  head?: HeadCollector;
  /** Server: the address being rendered, as a static location (the browser's otherwise). */
  location?: { hook: BaseLocationHook; searchHook: BaseSearchHook };
}

export function App({
  queryClient,
  siteConfig,
  copy,
  emotionCache,
  api,
  head,
  location,
}: AppProps) {
  const site = (
    <SiteConfigProvider value={siteConfig}>
      <QueryClientProvider client={queryClient}>
        <HeadCollectorProvider value={head ?? null}>
          <Router hook={location?.hook} searchHook={location?.searchHook}>
            <LocalizedSite api={api} copy={copy} />
          </Router>
        </HeadCollectorProvider>
      </QueryClientProvider>
    </SiteConfigProvider>
  );
  return emotionCache ? <CacheProvider value={emotionCache}>{site}</CacheProvider> : site;
}

import { Global } from '@emotion/react';
import { WidgetProvider, createQueryClient, useTranslation } from '@ia/widgets';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Suspense, useState, type ReactNode } from 'react';
import { Route, Router, Switch } from 'wouter';
import { SiteTranslationProvider } from './i18n';
import { Layout } from './layout/Layout';
import { NotFoundPage, ROUTES } from './routes';
import { DEFAULT_SITE_CONFIG, type SiteConfig } from './siteConfig';
import { SiteConfigProvider } from './SiteConfigContext';

const globalStyles = {
  'html, body': { margin: 0 },
  body: {
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', sans-serif",
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
} as const;

/** Widgets on the site speak the site's language, in its direction, against its own API. */
function WidgetsInSiteLanguage({ children }: { children: ReactNode }) {
  const { language, dir } = useTranslation();
  return (
    <WidgetProvider apiBase="" lang={language} dir={dir}>
      {children}
    </WidgetProvider>
  );
}

/** While a page's code loads (a second at most on a slow connection). */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <p role="status" css={{ textAlign: 'center', padding: '64px 16px', color: '#52606d' }}>
      {t('common.loading')}
    </p>
  );
}

export interface AppProps {
  /** The path to render on a server; the browser's location otherwise. */
  ssrPath?: string;
  queryClient?: QueryClient;
  siteConfig?: SiteConfig;
  /** The language of the first render (on a server too); a stored choice applies after. */
  initialLanguage?: string;
}

export function App({
  ssrPath,
  queryClient,
  siteConfig = DEFAULT_SITE_CONFIG,
  initialLanguage,
}: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <SiteConfigProvider value={siteConfig}>
      <QueryClientProvider client={client}>
        <SiteTranslationProvider initialLanguage={initialLanguage}>
          <WidgetsInSiteLanguage>
            <Global styles={globalStyles} />
            <Router ssrPath={ssrPath}>
              <Layout>
                <Suspense fallback={<PageLoading />}>
                  <Switch>
                    {ROUTES.map(({ path, page }) => (
                      <Route key={path} path={path} component={page} />
                    ))}
                    <Route component={NotFoundPage} />
                  </Switch>
                </Suspense>
              </Layout>
            </Router>
          </WidgetsInSiteLanguage>
        </SiteTranslationProvider>
      </QueryClientProvider>
    </SiteConfigProvider>
  );
}

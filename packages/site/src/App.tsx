import { Global } from '@emotion/react';
import { TranslationProvider, WidgetProvider, createQueryClient } from '@ia/widgets';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Route, Router, Switch } from 'wouter';
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

export interface AppProps {
  /** The path to render on a server; the browser's location otherwise. */
  ssrPath?: string;
  queryClient?: QueryClient;
  siteConfig?: SiteConfig;
}

export function App({ ssrPath, queryClient, siteConfig = DEFAULT_SITE_CONFIG }: AppProps) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return (
    <SiteConfigProvider value={siteConfig}>
      <QueryClientProvider client={client}>
        <WidgetProvider apiBase="">
          <TranslationProvider>
            <Global styles={globalStyles} />
            <Router ssrPath={ssrPath}>
              <Layout>
                <Switch>
                  {ROUTES.map(({ path, page }) => (
                    <Route key={path} path={path} component={page} />
                  ))}
                  <Route component={NotFoundPage} />
                </Switch>
              </Layout>
            </Router>
          </TranslationProvider>
        </WidgetProvider>
      </QueryClientProvider>
    </SiteConfigProvider>
  );
}

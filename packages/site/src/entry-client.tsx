/**
 * The site in the browser. A page the server rendered is taken over (hydrated) with the data it
 * was rendered from, after its code has loaded, so the first render matches what the server sent
 * and nothing is asked for again. Admin pages (and the development server) render here only.
 */
import { splitLanguagePath } from '@ia/shared';
import { createQueryClient, loadWidgetLocale } from '@ia/widgets';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App';
import { loadAllDictionaries } from './i18n';
import { matchRoute } from './routes';
import { readSiteConfig } from './siteConfig';
import { hydratePage, type PageState } from './ssr/state';
import { mergeTextChildren } from './textNodes';

mergeTextChildren();

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const stateText = document.getElementById('ia-state')?.textContent;
  const state = stateText ? (JSON.parse(stateText) as PageState | { clientOnly: true }) : undefined;

  const queryClient = createQueryClient();
  if (state && 'queries' in state) hydratePage(queryClient, state);
  const [copy] = await Promise.all([
    // A page rendered on the server brings its language's copy; otherwise all of it is loaded.
    state && 'copy' in state ? state.copy : loadAllDictionaries(),
    matchRoute(splitLanguagePath(window.location.pathname).path)?.route.page.preload?.(),
    // The widgets' texts in ha, yo, ig, pt and am travel apart: the page's language's, before
    // the page is taken over, so it hydrates with the words the server sent.
    loadWidgetLocale(splitLanguagePath(window.location.pathname).language),
  ]);

  const app = (
    <StrictMode>
      <App queryClient={queryClient} siteConfig={readSiteConfig(document)} copy={copy} />
    </StrictMode>
  );
  if (state && 'queries' in state) hydrateRoot(container, app);
  else createRoot(container).render(app);
  // Said once the page is interactive (tests check that hydration changed nothing it was sent).
  document.dispatchEvent(new Event('ia:hydrated'));
}

void start();

import { createElement, lazy, type ComponentType, type FunctionComponent } from 'react';

/* eslint-disable @typescript-eslint/no-explicit-any -- pages take their own route params */
export type PageComponent = ComponentType<any>;

/** A page whose code may load later; `preload()` makes it render at once from then on. */
export type Page = FunctionComponent<any> & {
  preload?: () => Promise<void>;
  /** The page's module in the build manifest (`src/pages/AboutPage.tsx`). */
  module?: string;
};

/** Every page module, each loaded on demand (its own chunk in the browser build). */
const PAGE_MODULES = import.meta.glob<Record<string, PageComponent>>([
  './pages/*.tsx',
  '!./pages/*.test.tsx',
  // The 404 page is in the first download: it is also what an unknown address shows.
  '!./pages/NotFoundPage.tsx',
]);

/**
 * A page whose code loads when it is first shown, so a visitor downloads the pages they open
 * and not the whole site: the export `name` of `src/pages/{file}.tsx`.
 *
 * `preload()` fetches the code ahead: the server calls it before rendering a page, and the
 * browser before hydrating it, so the first render shows the page itself (what the server
 * sent) and never a loading state. A page that was not preloaded suspends while its code loads.
 */
export function lazyPage(file: string, name = file): Page {
  const load = PAGE_MODULES[`./pages/${file}.tsx`];
  if (!load) throw new Error(`No page module src/pages/${file}.tsx`);
  let loaded: PageComponent | undefined;
  const preload = async () => {
    if (loaded) return;
    const component = (await load())[name];
    if (!component) throw new Error(`src/pages/${file}.tsx has no export ${name}`);
    loaded = component;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded! };
  });
  const LazyPage: Page = (props) => createElement(loaded ?? Lazy, props);
  LazyPage.preload = preload;
  LazyPage.module = `src/pages/${file}.tsx`;
  return LazyPage;
}

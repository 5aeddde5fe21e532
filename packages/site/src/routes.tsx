import { SITE_ROUTES } from '@ia/shared';
import { lazyPage, type Page } from './lazyPage';
import { NotFoundPage } from './pages/NotFoundPage';

export interface SiteRoute {
  path: string;
  page: Page;
  /** False for pages search engines should not list (design references, search). */
  indexable?: boolean;
  /**
   * How the route is served: `page` is rendered on the server in the address's language;
   * `card` is a page without header and footer, made to be framed by other sites. (The staff
   * application is a package of its own, packages/admin, served at /admin/.)
   */
  kind?: 'page' | 'card';
}

/** One page module per file and export, however many routes show it. */
const modules = new Map<string, Page>();
const pageOf = (file: string, name = file): Page => {
  const key = `${file}#${name}`;
  let page = modules.get(key);
  if (!page) modules.set(key, (page = lazyPage(file, name)));
  return page;
};

/**
 * The route table of the spec (section 2), without the language prefix: a path names its page.
 * Declared once in @ia/shared (`SITE_ROUTES`: the server keeps pages staff make off these
 * addresses); every route also answers under each language's prefix (`/fr/impact`).
 */
export const ROUTES: readonly SiteRoute[] = SITE_ROUTES.map((route) => ({
  path: route.path,
  page: pageOf(route.page, route.name),
  ...(route.kind ? { kind: route.kind } : {}),
  ...(route.indexable === false ? { indexable: false } : {}),
}));

export interface RouteMatch {
  route: SiteRoute;
  params: Record<string, string>;
}

/**
 * The route of a path (without its language prefix) and its parameters, or undefined for the
 * 404 page. A parameter is one whole segment, decoded; a trailing slash is not ignored, so every
 * page has one address.
 */
export function matchRoute(path: string): RouteMatch | undefined {
  const segments = path.split('/');
  for (const route of ROUTES) {
    const pattern = route.path.split('/');
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment;
      if (segment === '') return false;
      try {
        params[part.slice(1)] = decodeURIComponent(segment);
        return true;
      } catch {
        return false;
      }
    });
    if (matches) return { route, params };
  }
  return undefined;
}

/** The paths of the indexable pages without parameters (the sitemap lists them). */
export const INDEXABLE_PATHS: readonly string[] = ROUTES.filter(
  (route) => route.indexable !== false && (route.kind ?? 'page') === 'page',
)
  .map((route) => route.path)
  .filter((path) => !path.includes(':'));

export { NotFoundPage, type Page };

import { lazyPage, type Page } from './lazyPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { STATIC_ROUTES, type StaticRoute } from './pages/staticRoutes';

const HomePage = lazyPage('HomePage');
const SuccessStoriesPage = lazyPage('SuccessStoriesPage');
const ImpactPage = lazyPage('ImpactPage');
const ImpactStoryPage = lazyPage('StoryPage', 'ImpactStoryPage');
const SuccessStoryPage = lazyPage('StoryPage', 'SuccessStoryPage');
const StoryCardPage = lazyPage('StoryCardPage');
const InsightsPage = lazyPage('InsightsPage');
const ArticlePage = lazyPage('ArticlePage');
const AuthorPage = lazyPage('AuthorPage');
const ContactPage = lazyPage('ContactPage');
const EmbedPage = lazyPage('EmbedPage');
const SearchPage = lazyPage('SearchPage');

export interface SiteRoute extends StaticRoute {
  /**
   * How the route is served: `page` is rendered on the server in the address's language;
   * `card` is a page without header and footer, made to be framed by other sites. (The staff
   * application is a package of its own, packages/admin, served at /admin/.)
   */
  kind?: 'page' | 'card';
}

/**
 * The route table of the spec (section 2), without the language prefix: a path names its page.
 * Every route also answers under each language's prefix (`/fr/impact`).
 */
export const ROUTES: readonly SiteRoute[] = [
  { path: '/', page: HomePage },
  { path: '/success-stories', page: SuccessStoriesPage },
  { path: '/success-stories/:slug', page: SuccessStoryPage },
  { path: '/impact', page: ImpactPage },
  { path: '/impact/:slug', page: ImpactStoryPage },
  { path: '/success-story/:slug', page: ImpactStoryPage },
  { path: '/story-card/:slug', page: StoryCardPage, kind: 'card', indexable: false },
  { path: '/insights', page: InsightsPage },
  { path: '/insights/:slug', page: ArticlePage },
  { path: '/insights/authors/:slug', page: AuthorPage },
  { path: '/contact', page: ContactPage },
  { path: '/embed', page: EmbedPage },
  { path: '/search', page: SearchPage, indexable: false },
  ...STATIC_ROUTES,
];

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

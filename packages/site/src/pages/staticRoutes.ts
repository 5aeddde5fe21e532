import { STATIC_SITE_ROUTES } from '@ia/shared';
import { ROUTES, type SiteRoute } from '../routes';

/**
 * The static pages of the site: information pages, design references (internal, not for search
 * engines) and legal pages, as the route table (`SITE_ROUTES` in @ia/shared) declares them.
 */
export const STATIC_ROUTES: readonly SiteRoute[] = ROUTES.filter((route) =>
  STATIC_SITE_ROUTES.some((declared) => declared.path === route.path),
);

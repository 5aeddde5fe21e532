import { localizedPath } from '@ia/shared';

/**
 * The address of one of our site's pages (`/success-stories`, `/insights/SLUG`) as a widget's
 * default link: on the site that serves the API (`apiBase`, '' for the same origin) and in the
 * widget's language, so a French grid on a partner page links to `https://SITE/fr/…`.
 */
export function siteHref(path: string, apiBase = '', lang = 'en'): string {
  return `${apiBase.replace(/\/+$/, '')}${localizedPath(lang, path)}`;
}

/** `{base}/{slug}` with the slug encoded and no doubled slash. */
export const itemHref = (base: string, slug: string): string =>
  `${base.replace(/\/+$/, '')}/${encodeURIComponent(slug)}`;

/** Plain logic of the article page; no React, callable from a test. */
import { siteHref } from '../core/links';
import { ARTICLES_ENDPOINT, DEFAULT_ARTICLE_LINK_BASE } from '../InsightsFeed/insightsFeed';

/** `GET /api/articles/:slug` */
export const articleEndpoint = (slug: string): string =>
  `${ARTICLES_ENDPOINT}/${encodeURIComponent(slug)}`;

/** The insights list on the API's site in `lang`, unless the host gives its own address. */
export function backHrefOf(backHref: string | undefined, apiBase = '', lang = 'en'): string {
  return backHref ?? siteHref(DEFAULT_ARTICLE_LINK_BASE, apiBase, lang);
}

/**
 * The names of an article's authors as one phrase ("Amina Bello, Kofi Mensah and Ada Eze"), with
 * the page language's word for "and" (the same on the server and in the browser).
 */
export function authorNames(names: readonly string[], and = 'and'): string {
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

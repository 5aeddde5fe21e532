/** Plain logic of the article page; no React, callable from a test. */
import { siteHref } from '../core/links';
import { ARTICLES_ENDPOINT, DEFAULT_ARTICLE_LINK_BASE } from '../InsightsFeed/insightsFeed';

/** `GET /api/articles/:slug` */
export const articleEndpoint = (slug: string): string =>
  `${ARTICLES_ENDPOINT}/${encodeURIComponent(slug)}`;

/** The address of an author's page (who they are, their articles), without a language prefix. */
export const authorPagePath = (slug: string): string =>
  `${DEFAULT_ARTICLE_LINK_BASE}/authors/${encodeURIComponent(slug)}`;

/** An author's page on the API's site in `lang`. */
export const authorHrefOf = (slug: string, apiBase = '', lang = 'en'): string =>
  siteHref(authorPagePath(slug), apiBase, lang);

/** The insights list on the API's site in `lang`, unless the host gives its own address. */
export function backHrefOf(backHref: string | undefined, apiBase = '', lang = 'en'): string {
  return backHref ?? siteHref(DEFAULT_ARTICLE_LINK_BASE, apiBase, lang);
}

/** What goes before the name at `index` of `count` in a list of names: nothing, ", " or " and ". */
export function nameSeparator(index: number, count: number, and = 'and'): string {
  if (index === 0) return '';
  return index === count - 1 ? ` ${and} ` : ', ';
}

/**
 * The names of an article's authors as one phrase ("Amina Bello, Kofi Mensah and Ada Eze"), with
 * the page language's word for "and" (the same on the server and in the browser).
 */
export function authorNames(names: readonly string[], and = 'and'): string {
  return names.map((name, index) => nameSeparator(index, names.length, and) + name).join('');
}

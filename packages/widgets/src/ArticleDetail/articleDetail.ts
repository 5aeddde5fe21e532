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
 * The body as paragraphs: split on blank lines, single line breaks kept inside a paragraph,
 * empty ones dropped. The text is shown as text, never parsed as HTML.
 */
export function bodyParagraphs(body: string | null | undefined): string[] {
  if (!body) return [];
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n+/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

/** Plain logic of the insights list; no React, callable from a test. */
import { itemHref, siteHref } from '../core/links';
import { normalizeLimit } from '../core/paging';

export const ARTICLES_ENDPOINT = '/api/articles';
export const DEFAULT_ARTICLE_LINK_BASE = '/insights';
/** Skeleton rows while the list loads (spec: 6). */
export const SKELETON_ROWS = 6;

/**
 * Where an article's link points. Without an explicit `linkBase` the links go to the site that
 * serves the API, in the widget's language, so a feed on a partner page links to the article on
 * our site.
 */
export function articleHref(slug: string, linkBase?: string, apiBase = '', lang = 'en'): string {
  return itemHref(linkBase ?? siteHref(DEFAULT_ARTICLE_LINK_BASE, apiBase, lang), slug);
}

export { normalizeLimit };

/** The newsletter link: a mailto to the contact address, or undefined without one. */
export function newsletterHref(contactEmail: string | undefined): string | undefined {
  const email = contactEmail?.trim();
  return email ? `mailto:${email}` : undefined;
}

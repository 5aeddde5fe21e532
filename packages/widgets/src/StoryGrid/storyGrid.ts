/** Plain logic of the story grid; no React, callable from a test. */
import { itemHref, siteHref } from '../core/links';

export const DEFAULT_STORY_LINK_BASE = '/success-stories';

/**
 * Where a story's link points. Without an explicit `linkBase` the links go to the site that
 * serves the API (`apiBase`), in the widget's language, so a grid on a partner page links to
 * the story on our site.
 */
export function storyHref(slug: string, linkBase?: string, apiBase = '', lang = 'en'): string {
  return itemHref(linkBase ?? siteHref(DEFAULT_STORY_LINK_BASE, apiBase, lang), slug);
}

/** A usable limit: a whole number of at least 1, or undefined for "all stories". */
export function normalizeLimit(limit: number | string | null | undefined): number | undefined {
  const n = typeof limit === 'string' ? Number(limit) : limit;
  if (n === undefined || n === null || !Number.isFinite(n) || n < 1) return undefined;
  return Math.floor(n);
}

/** The first `limit` stories (all of them without a limit). */
export function limitStories<T>(stories: readonly T[], limit?: number): T[] {
  const n = normalizeLimit(limit);
  return n === undefined ? [...stories] : stories.slice(0, n);
}

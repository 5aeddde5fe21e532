/** Plain logic of the story grid; no React, callable from a test. */
import { itemHref, siteHref } from '../core/links';
import { normalizeLimit } from '../core/paging';

export const DEFAULT_STORY_LINK_BASE = '/success-stories';

/**
 * Where a story's link points. Without an explicit `linkBase` the links go to the site that
 * serves the API (`apiBase`), in the widget's language, so a grid on a partner page links to
 * the story on our site.
 */
export function storyHref(slug: string, linkBase?: string, apiBase = '', lang = 'en'): string {
  return itemHref(linkBase ?? siteHref(DEFAULT_STORY_LINK_BASE, apiBase, lang), slug);
}

export { normalizeLimit };

/** The first `limit` stories (all those answered without a limit). */
export function limitStories<T>(stories: readonly T[], limit?: number): T[] {
  const n = normalizeLimit(limit);
  return n === undefined ? [...stories] : stories.slice(0, n);
}

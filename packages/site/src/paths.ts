/** Addresses of the site's pages that more than one place makes (without a language prefix). */

/** The one address search engines index for a story, whichever of its three pages is shown. */
export const storyCanonicalPath = (slug: string): string =>
  `/success-stories/${encodeURIComponent(slug)}`;

/** The article page of a slug. */
export const articlePath = (slug: string): string => `/insights/${encodeURIComponent(slug)}`;
/** An author's page: who they are and their articles (the byline links to it). */
export { authorPagePath as authorPath } from '@ia/widgets';

/** The framable card of a story (what oEmbed answers point at). */
export const storyCardPath = (slug: string): string => `/story-card/${encodeURIComponent(slug)}`;

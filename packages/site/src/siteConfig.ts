import { DEFAULT_SITE_NAME } from '@ia/shared';

/**
 * What the host site knows of its deployment: the organisation's name (SITE_NAME, written by the
 * server into every page as a meta tag) and the public origin. Everything else about the
 * organisation (contact e-mail, social links…) is content: the `organisation` global.
 */
export interface SiteConfig {
  siteName: string;
  /** The site's public origin (`https://example.org`), as partners address it. */
  origin: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  siteName: DEFAULT_SITE_NAME,
  origin: 'https://SITE',
};

/** Reads `<meta name="ia:site-name">` and `ia:origin` (written by the server) in a browser. */
export function readSiteConfig(doc: Document | undefined): SiteConfig {
  if (!doc) return DEFAULT_SITE_CONFIG;
  const meta = (name: string) =>
    doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || undefined;
  return {
    siteName: meta('ia:site-name') ?? DEFAULT_SITE_CONFIG.siteName,
    origin: meta('ia:origin') ?? doc.defaultView?.location.origin ?? DEFAULT_SITE_CONFIG.origin,
  };
}

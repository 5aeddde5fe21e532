import { DEFAULT_CONTACT_EMAIL, DEFAULT_SITE_NAME } from '@ia/shared';

/**
 * What the host site shows about the organisation. The server may override the name and the
 * contact address per deployment (SITE_NAME, CONTACT_EMAIL) through meta tags in index.html;
 * these are the defaults.
 */
export interface SiteConfig {
  siteName: string;
  contactEmail: string;
  socialHandle: string;
  /** The site's public origin (`https://example.org`), as partners address it. */
  origin: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  siteName: DEFAULT_SITE_NAME,
  contactEmail: DEFAULT_CONTACT_EMAIL,
  socialHandle: 'initiativeafrica',
  origin: 'https://SITE',
};

/**
 * Reads `<meta name="ia:site-name">`, `ia:contact-email` and `ia:origin` (written by the server
 * into every page) when in a browser.
 */
export function readSiteConfig(doc: Document | undefined): SiteConfig {
  if (!doc) return DEFAULT_SITE_CONFIG;
  const meta = (name: string) =>
    doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() || undefined;
  return {
    siteName: meta('ia:site-name') ?? DEFAULT_SITE_CONFIG.siteName,
    contactEmail: meta('ia:contact-email') ?? DEFAULT_SITE_CONFIG.contactEmail,
    socialHandle: DEFAULT_SITE_CONFIG.socialHandle,
    origin: meta('ia:origin') ?? doc.defaultView?.location.origin ?? DEFAULT_SITE_CONFIG.origin,
  };
}

export const SOCIAL_NETWORKS = [
  { name: 'Facebook', url: (handle: string) => `https://facebook.com/${handle}` },
  { name: 'Instagram', url: (handle: string) => `https://instagram.com/${handle}` },
  { name: 'Twitter', url: (handle: string) => `https://twitter.com/${handle}` },
] as const;

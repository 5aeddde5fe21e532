import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  localizedPath,
  RTL_LANGUAGES,
  type LanguageCode,
} from '@ia/shared';
import { documentTitle, type PageHeadInput } from '../head/PageHead';
import { HEADER_END_ID } from '../layout/headerId';
import type { SiteConfig } from '../siteConfig';

/** A picture of a link preview with everything a preview needs to lay it out. */
export interface PreviewImage {
  url: string;
  width: number;
  height: number;
  type?: string;
  alt: string;
}

/** The Open Graph locale of each language (`og:locale`). */
const OG_LOCALES: Record<LanguageCode, string> = {
  en: 'en_GB',
  fr: 'fr_FR',
  ar: 'ar_AR',
  sw: 'sw_KE',
  ha: 'ha_NG',
  yo: 'yo_NG',
  ig: 'ig_NG',
  pt: 'pt_PT',
  am: 'am_ET',
};

/** Text for an HTML text node or a double-quoted attribute. */
export const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON inside a `<script>` element: nothing in it can close the element or start a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export const directionOf = (language: string): 'rtl' | 'ltr' =>
  (RTL_LANGUAGES as readonly string[]).includes(language) ? 'rtl' : 'ltr';

/** The address of a feed of insights in a language. */
export const feedPath = (language: string): string => localizedPath(language, '/feed.xml');

export interface DocumentInput {
  language: LanguageCode;
  /** The page's path without its language prefix. */
  path: string;
  /** `https://example.org`: absolute addresses in the head. */
  origin: string;
  siteConfig: SiteConfig;
  /** The organisation's contact details as the page read them (structured data). */
  organisation?: {
    contactEmail: string;
    socialLinks: readonly { url: string }[];
    phone?: string;
    postalAddress?: string;
  };
  head: PageHeadInput;
  image: PreviewImage;
  /** The feed's title in the page's language (its autodiscovery link). */
  feedTitle: string;
  /** `<style>` elements of the rendered page. */
  styles: string;
  /** The rendered page (empty for a page drawn only in the browser). */
  body: string;
  /** JSON of what the browser needs to take the page over; none for a page without script. */
  state?: string;
  /** The entry script and the modules it will import at once (preloaded). */
  scripts: { entry: string; preload: readonly string[] } | undefined;
  /** Inline scripts of the head (their hashes are allowed by the Content-Security-Policy). */
  inlineScripts: readonly string[];
  /** `<base target>` of a page whose links leave the frame it is shown in. */
  baseTarget?: string;
}

const meta = (attribute: 'name' | 'property', key: string, content: string | undefined) =>
  content === undefined || content === ''
    ? ''
    : `<meta ${attribute}="${key}" content="${escapeHtml(content)}">`;

const link = (attributes: Record<string, string>) =>
  `<link ${Object.entries(attributes)
    .map(([key, value]) => `${key}="${escapeHtml(value)}"`)
    .join(' ')}>`;

/**
 * The languages the page's item exists in, and the language its content is actually shown in:
 * the page's, or English where the item has no text in the page's language (a French address of
 * an English-only article shows it in English). Canonical address, `og:url`, `og:locale` and the
 * item's `inLanguage` all name that language, as its content element's `lang` does.
 */
function contentLanguageOf(input: DocumentInput): {
  languages: LanguageCode[];
  shown: LanguageCode;
} {
  const { head, language } = input;
  const languages = LANGUAGE_CODES.filter((code) => head.languages?.includes(code) ?? true);
  return { languages, shown: languages.includes(language) ? language : DEFAULT_LANGUAGE };
}

/** Structured data of the page: the organisation and the site everywhere, more on details. */
export function jsonLd(input: DocumentInput, canonical: string): object[] {
  const { origin, siteConfig, head, language, image, organisation: details } = input;
  const { shown } = contentLanguageOf(input);
  const organization = {
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: siteConfig.siteName,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    ...(details
      ? {
          email: details.contactEmail,
          ...(details.phone ? { telephone: details.phone } : {}),
          ...(details.postalAddress ? { address: details.postalAddress } : {}),
          sameAs: details.socialLinks.map((social) => social.url),
        }
      : {}),
  };
  const website = {
    '@type': 'WebSite',
    '@id': `${origin}/#website`,
    name: siteConfig.siteName,
    url: `${origin}${localizedPath(language, '/')}`,
    inLanguage: language,
    publisher: { '@id': `${origin}/#organization` },
  };
  const graph: object[] = [organization, website];
  if (head.type === 'article') {
    graph.push({
      '@type': 'Article',
      headline: head.title,
      description: head.description,
      image: [
        ...(head.image ? [image.url] : []),
        ...(head.images ?? []).map((src) => (src.startsWith('/') ? `${origin}${src}` : src)),
      ],
      datePublished: head.published,
      dateModified: head.modified ?? head.published,
      articleSection: head.section,
      inLanguage: shown,
      mainEntityOfPage: canonical,
      author:
        head.authors && head.authors.length > 0
          ? head.authors.map((author) => ({
              '@type': 'Person',
              name: author.name,
              ...(author.jobTitle ? { jobTitle: author.jobTitle } : {}),
              worksFor: { '@id': `${origin}/#organization` },
            }))
          : { '@id': `${origin}/#organization` },
      publisher: { '@id': `${origin}/#organization` },
    });
  }
  if (head.type === 'page') {
    graph.push({
      '@type': 'WebPage',
      '@id': `${canonical}#webpage`,
      name: head.title,
      description: head.description,
      url: canonical,
      inLanguage: shown,
      isPartOf: { '@id': `${origin}/#website` },
      publisher: { '@id': `${origin}/#organization` },
      ...(head.image ? { primaryImageOfPage: image.url } : {}),
      ...(head.modified ? { dateModified: head.modified } : {}),
    });
  }
  if (head.breadcrumbs && head.breadcrumbs.length > 0) {
    graph.push({
      '@type': 'BreadcrumbList',
      itemListElement: head.breadcrumbs.map((crumb, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        name: crumb.name,
        item: `${origin}${localizedPath(language, crumb.path)}`,
      })),
    });
  }
  return graph;
}

/** The head of a page: title, description, addresses, previews, feeds and structured data. */
export function renderHead(input: DocumentInput): string {
  const { language, path, origin, siteConfig, head, image } = input;
  const title = documentTitle(head.title, siteConfig.siteName);
  const canonicalPath = head.canonicalPath ?? path;
  const { languages, shown: canonicalLanguage } = contentLanguageOf(input);
  const canonical = `${origin}${localizedPath(canonicalLanguage, canonicalPath)}`;
  const description = head.description;
  const alternates = head.noIndex
    ? ''
    : [
        ...languages.map((code) =>
          link({
            rel: 'alternate',
            hreflang: code,
            href: `${origin}${localizedPath(code, canonicalPath)}`,
          }),
        ),
        link({
          rel: 'alternate',
          hreflang: 'x-default',
          href: `${origin}${localizedPath(DEFAULT_LANGUAGE, canonicalPath)}`,
        }),
      ].join('');
  const oembed = head.oembed
    ? ['json', 'xml']
        .map((format) =>
          link({
            rel: 'alternate',
            type: format === 'json' ? 'application/json+oembed' : 'text/xml+oembed',
            href: `${origin}/oembed?url=${encodeURIComponent(canonical)}&format=${format}`,
            title: head.title,
          }),
        )
        .join('')
    : '';
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    head.noIndex ? '<meta name="robots" content="noindex">' : '',
    input.baseTarget ? `<base target="${escapeHtml(input.baseTarget)}">` : '',
    link({ rel: 'canonical', href: canonical }),
    alternates,
    meta('property', 'og:type', head.type === 'article' ? 'article' : 'website'),
    meta('property', 'og:site_name', siteConfig.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:locale', OG_LOCALES[canonicalLanguage]),
    ...languages
      .filter((code) => code !== canonicalLanguage)
      .map((code) => meta('property', 'og:locale:alternate', OG_LOCALES[code])),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:type', image.type),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
    head.type === 'article' ? meta('property', 'article:published_time', head.published) : '',
    head.type === 'article' ? meta('property', 'article:section', head.section) : '',
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image.url),
    meta('name', 'twitter:image:alt', image.alt),
    link({
      rel: 'alternate',
      type: 'application/atom+xml',
      title: input.feedTitle,
      href: `${origin}${feedPath(language)}`,
    }),
    head.feed
      ? link({
          rel: 'alternate',
          type: 'application/atom+xml',
          title: head.feed.title,
          href: `${origin}${localizedPath(language, head.feed.path)}`,
        })
      : '',
    oembed,
    head.preloadImage
      ? link({
          rel: 'preload',
          as: 'image',
          type: 'image/avif',
          imagesrcset: head.preloadImage.srcset,
          imagesizes: head.preloadImage.sizes,
          fetchpriority: 'high',
        })
      : '',
    '<meta name="theme-color" content="#0b6e4f">',
    link({ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }),
    meta('name', 'ia:site-name', siteConfig.siteName),
    meta('name', 'ia:origin', origin),
    `<script type="application/ld+json">${scriptJson({
      '@context': 'https://schema.org',
      '@graph': jsonLd(input, canonical),
    })}</script>`,
  ].join('');
}

/** The whole HTML document of a page. */
export function renderDocument(input: DocumentInput): string {
  const { language, scripts } = input;
  const preload = scripts
    ? [
        `<script type="module" crossorigin src="${escapeHtml(scripts.entry)}"></script>`,
        ...scripts.preload.map((file) =>
          link({ rel: 'modulepreload', crossorigin: '', href: file }),
        ),
      ].join('')
    : '';
  return [
    '<!doctype html>',
    `<html lang="${language}" dir="${directionOf(language)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    ...input.inlineScripts.map((script) => `<script>${script}</script>`),
    // The navigation is aligned to the end of the header: a first paint in the middle of it
    // (the parser yields where it likes on a slow network or device) would draw part of it and
    // then push it aside as the rest arrives, a layout shift. The browser waits for the whole
    // header before its first paint instead (a few kilobytes; unknown to older browsers).
    // The W3C Nu checker still takes `blocking` for a stylesheet-only attribute; the standard
    // allows it on `rel="expect"` (tests/e2e/validators.test.ts names that one message).
    input.body.includes(`id="${HEADER_END_ID}"`)
      ? link({ rel: 'expect', href: `#${HEADER_END_ID}`, blocking: 'render' })
      : '',
    renderHead(input),
    preload,
    input.styles,
    '</head>',
    '<body>',
    `<div id="root">${input.body}</div>`,
    input.state === undefined
      ? ''
      : `<script type="application/json" id="ia-state">${input.state}</script>`,
    '</body>',
    '</html>',
  ].join('');
}

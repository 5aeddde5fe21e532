import { LANGUAGE_CODES } from './languages.js';

/**
 * The route table of the public site (spec section 2), as data: each path (without a language
 * prefix) and the page module that draws it (`src/pages/{page}.tsx`, export `name` or the same
 * name). The site makes its routes from this list (packages/site/src/routes.tsx); the server
 * and the content model read it to know which addresses are the site's own (a page staff
 * create may not take one). Every route also answers under each language's prefix.
 */
export interface SiteRouteDeclaration {
  path: string;
  /** The page module's file in packages/site/src/pages, without `.tsx`. */
  page: string;
  /** Its export, when not named as the file. */
  name?: string;
  /** `card`: a page without header and footer, made to be framed by other sites. */
  kind?: 'page' | 'card';
  /** False for pages search engines should not list (design references, search). */
  indexable?: boolean;
}

/** The path of the pages staff create (the `pages` collection): one segment, after every other. */
export const CONTENT_PAGE_ROUTE = '/:slug';

/** The address of a page staff made, without a language prefix (`/careers`). */
export const contentPagePath = (slug: string): string =>
  CONTENT_PAGE_ROUTE.replace(':slug', encodeURIComponent(slug));

/** The information, design-reference and legal pages: a path and a page, nothing more. */
export const STATIC_SITE_ROUTES: readonly SiteRouteDeclaration[] = [
  { path: '/about', page: 'AboutPage' },
  { path: '/programs', page: 'ProgrammesPage' },
  { path: '/portfolio', page: 'PortfolioPage' },
  { path: '/collaborative-partners', page: 'CollaborativePartnersPage' },
  { path: '/our-history', page: 'OurHistoryPage' },
  { path: '/how-we-work', page: 'HowWeWorkPage' },
  { path: '/typography', page: 'TypographyPage', indexable: false },
  { path: '/cta-showcase', page: 'CtaShowcasePage', indexable: false },
  { path: '/cta-guidelines', page: 'CtaGuidelinesPage', indexable: false },
  { path: '/image-guidelines-demo', page: 'ImageGuidelinesDemoPage', indexable: false },
  { path: '/privacy', page: 'PrivacyPage' },
  { path: '/terms', page: 'TermsPage' },
];

export const SITE_ROUTES: readonly SiteRouteDeclaration[] = [
  { path: '/', page: 'HomePage' },
  { path: '/success-stories', page: 'SuccessStoriesPage' },
  { path: '/success-stories/:slug', page: 'StoryPage', name: 'SuccessStoryPage' },
  { path: '/impact', page: 'ImpactPage' },
  { path: '/impact/:slug', page: 'StoryPage', name: 'ImpactStoryPage' },
  { path: '/success-story/:slug', page: 'StoryPage', name: 'ImpactStoryPage' },
  { path: '/story-card/:slug', page: 'StoryCardPage', kind: 'card', indexable: false },
  { path: '/insights', page: 'InsightsPage' },
  { path: '/insights/:slug', page: 'ArticlePage' },
  { path: '/insights/authors/:slug', page: 'AuthorPage' },
  { path: '/contact', page: 'ContactPage' },
  { path: '/embed', page: 'EmbedPage' },
  { path: '/search', page: 'SearchPage', indexable: false },
  // The newsletter's archive (`/newsletter`, a sent issue at `/newsletter/{id}`) and its
  // sign-up, confirm and preferences pages (NEWSLETTER_PAGES; the server answers their forms'
  // posts), in the Insights page's module.
  { path: '/newsletter', page: 'InsightsPage', name: 'NewsletterPage' },
  { path: '/newsletter/:form', page: 'InsightsPage', name: 'NewsletterPage' },
  ...STATIC_SITE_ROUTES,
  // Last: any other one-segment address may be a page staff made (else the 404 page).
  { path: CONTENT_PAGE_ROUTE, page: 'ContentPage' },
];

/**
 * First segments of addresses the server answers before the site's pages (the API, the staff
 * application, media, documents, design files, the partner embed, feeds, sitemaps, the
 * language list) or that are a language's prefix.
 */
export const RESERVED_PATH_PREFIXES = [
  'api',
  'admin',
  'media',
  'documents',
  'design',
  'embed.js',
  'feeds',
  'sitemaps',
  'sitemap.xml',
  'robots.txt',
  'languages',
  'assets',
  'oembed',
] as const;

/**
 * The addresses a page staff create may not take: the first segment of every route of the site,
 * the reserved prefixes and the language prefixes (`/fr` is the French home page).
 */
export const SITE_RESERVED_SLUGS: readonly string[] = [
  ...new Set([
    ...SITE_ROUTES.map((route) => route.path.split('/')[1] ?? '').filter(
      (segment) => segment !== '' && !segment.startsWith(':'),
    ),
    ...RESERVED_PATH_PREFIXES,
    'healthz',
    'readyz',
    ...LANGUAGE_CODES,
  ]),
];

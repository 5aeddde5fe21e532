import { lazyPage, type Page } from '../lazyPage';

const AboutPage = lazyPage('AboutPage');
const CollaborativePartnersPage = lazyPage('CollaborativePartnersPage');
const CtaGuidelinesPage = lazyPage('CtaGuidelinesPage');
const CtaShowcasePage = lazyPage('CtaShowcasePage');
const HowWeWorkPage = lazyPage('HowWeWorkPage');
const ImageGuidelinesDemoPage = lazyPage('ImageGuidelinesDemoPage');
const OurHistoryPage = lazyPage('OurHistoryPage');
const PortfolioPage = lazyPage('PortfolioPage');
const PrivacyPage = lazyPage('PrivacyPage');
const ProgrammesPage = lazyPage('ProgrammesPage');
const TermsPage = lazyPage('TermsPage');
const TypographyPage = lazyPage('TypographyPage');

export interface StaticRoute {
  path: string;
  page: Page;
  /** False for pages search engines should not list (design references, admin). */
  indexable?: boolean;
}

/**
 * The static pages of the site: information pages, design references (internal, not for search
 * engines) and legal pages.
 */
export const STATIC_ROUTES: readonly StaticRoute[] = [
  { path: '/about', page: AboutPage },
  { path: '/programs', page: ProgrammesPage },
  { path: '/portfolio', page: PortfolioPage },
  { path: '/collaborative-partners', page: CollaborativePartnersPage },
  { path: '/our-history', page: OurHistoryPage },
  { path: '/how-we-work', page: HowWeWorkPage },
  { path: '/typography', page: TypographyPage, indexable: false },
  { path: '/cta-showcase', page: CtaShowcasePage, indexable: false },
  { path: '/cta-guidelines', page: CtaGuidelinesPage, indexable: false },
  { path: '/image-guidelines-demo', page: ImageGuidelinesDemoPage, indexable: false },
  { path: '/privacy', page: PrivacyPage },
  { path: '/terms', page: TermsPage },
];

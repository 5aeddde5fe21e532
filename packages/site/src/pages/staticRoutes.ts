import { lazyPage, type Page } from '../lazyPage';

const AboutPage = lazyPage(() => import('./AboutPage'), 'AboutPage');
const CollaborativePartnersPage = lazyPage(
  () => import('./CollaborativePartnersPage'),
  'CollaborativePartnersPage',
);
const CtaGuidelinesPage = lazyPage(() => import('./CtaGuidelinesPage'), 'CtaGuidelinesPage');
const CtaShowcasePage = lazyPage(() => import('./CtaShowcasePage'), 'CtaShowcasePage');
const HowWeWorkPage = lazyPage(() => import('./HowWeWorkPage'), 'HowWeWorkPage');
const ImageGuidelinesDemoPage = lazyPage(
  () => import('./ImageGuidelinesDemoPage'),
  'ImageGuidelinesDemoPage',
);
const OurHistoryPage = lazyPage(() => import('./OurHistoryPage'), 'OurHistoryPage');
const PortfolioPage = lazyPage(() => import('./PortfolioPage'), 'PortfolioPage');
const PrivacyPage = lazyPage(() => import('./PrivacyPage'), 'PrivacyPage');
const ProgrammesPage = lazyPage(() => import('./ProgrammesPage'), 'ProgrammesPage');
const TermsPage = lazyPage(() => import('./TermsPage'), 'TermsPage');
const TypographyPage = lazyPage(() => import('./TypographyPage'), 'TypographyPage');

/** The static pages of the site: information pages, design references and legal pages. */
export const STATIC_ROUTES: ReadonlyArray<{ path: string; page: Page }> = [
  { path: '/about', page: AboutPage },
  { path: '/programs', page: ProgrammesPage },
  { path: '/portfolio', page: PortfolioPage },
  { path: '/collaborative-partners', page: CollaborativePartnersPage },
  { path: '/our-history', page: OurHistoryPage },
  { path: '/how-we-work', page: HowWeWorkPage },
  { path: '/typography', page: TypographyPage },
  { path: '/cta-showcase', page: CtaShowcasePage },
  { path: '/cta-guidelines', page: CtaGuidelinesPage },
  { path: '/image-guidelines-demo', page: ImageGuidelinesDemoPage },
  { path: '/privacy', page: PrivacyPage },
  { path: '/terms', page: TermsPage },
];

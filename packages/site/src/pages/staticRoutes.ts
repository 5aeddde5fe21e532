import type { ComponentType } from 'react';
import { AboutPage } from './AboutPage';
import { CollaborativePartnersPage } from './CollaborativePartnersPage';
import { CtaGuidelinesPage } from './CtaGuidelinesPage';
import { CtaShowcasePage } from './CtaShowcasePage';
import { HowWeWorkPage } from './HowWeWorkPage';
import { ImageGuidelinesDemoPage } from './ImageGuidelinesDemoPage';
import { OurHistoryPage } from './OurHistoryPage';
import { PortfolioPage } from './PortfolioPage';
import { PrivacyPage } from './PrivacyPage';
import { ProgrammesPage } from './ProgrammesPage';
import { TermsPage } from './TermsPage';
import { TypographyPage } from './TypographyPage';

/** The static pages of the site: information pages, design references and legal pages. */
export const STATIC_ROUTES: ReadonlyArray<{ path: string; page: ComponentType }> = [
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

import type { CollectionDef, ContentDef, GlobalDef } from '../model/define.js';
import { focusAreas, figures, organisation, people } from './organisation.js';
import { aboutPage } from './pages/about.js';
import { milestones } from './history.js';
import { historyPage } from './pages/history.js';
import { contactPage } from './pages/contact.js';
import { portfolioPage } from './pages/portfolio.js';
import { programmesPage } from './pages/programmes.js';
import { impactPage, insightsPage, successStoriesPage } from './pages/stories.js';
import { ventures } from './portfolio.js';
import { programmes } from './programmes.js';
import { howWeWorkPage } from './pages/howWeWork.js';
import { partnersPage } from './pages/partners.js';
import { privacyPage, termsPage } from './pages/policies.js';
import { caseStudies, partnerCategories, partners } from './partners.js';
import { homePage } from './pages/home.js';
import { articles, stories } from './publishing.js';
import { pages } from './contentPages.js';
import { navigation } from './navigation.js';

export * from './organisation.js';
export * from './publishing.js';
export { aboutPage };
export * from './history.js';
export * from './portfolio.js';
export * from './programmes.js';
export { contactPage, historyPage, portfolioPage, programmesPage };
export { impactPage, insightsPage, successStoriesPage };
export * from './partners.js';
export { howWeWorkPage, partnersPage, privacyPage, termsPage };
export { homePage };
export * from './contentPages.js';
export * from './navigation.js';

/**
 * Every collection and global of the site, in the admin menu's order within each section. A
 * new kind of content is declared in this folder and listed here; nothing else needs to know.
 */
export const COLLECTIONS: readonly CollectionDef[] = [
  stories,
  articles,
  figures,
  people,
  focusAreas,
  programmes,
  ventures,
  milestones,
  partnerCategories,
  caseStudies,
  partners,
  pages,
] as unknown as readonly CollectionDef[];

export const GLOBALS: readonly GlobalDef[] = [
  organisation,
  navigation,
  aboutPage,
  programmesPage,
  portfolioPage,
  historyPage,
  contactPage,
  successStoriesPage,
  impactPage,
  insightsPage,
  howWeWorkPage,
  partnersPage,
  privacyPage,
  termsPage,
  homePage,
] as unknown as readonly GlobalDef[];

/**
 * Admin paths that are not collections, in the API and the staff application's screens
 * (`/admin/messages`): a collection may not take one of these names.
 */
export const RESERVED_ADMIN_NAMES = [
  'schema',
  'globals',
  'images',
  'consents',
  'contact-messages',
  'users',
  'audit-log',
  'outbox',
  'backup',
  'translation-status',
  'preview',
  'session',
  'login',
  'dashboard',
  'image-manager',
  'messages',
  'translations',
  'review',
  'settings',
  'emails',
  'account',
] as const;

const byName = new Map<string, ContentDef>(
  [...COLLECTIONS, ...GLOBALS].map((def) => [`${def.kind}:${def.name}`, def]),
);

export const collectionNamed = (name: string): CollectionDef | undefined =>
  byName.get(`collection:${name}`) as CollectionDef | undefined;

export const globalNamed = (name: string): GlobalDef | undefined =>
  byName.get(`global:${name}`) as GlobalDef | undefined;

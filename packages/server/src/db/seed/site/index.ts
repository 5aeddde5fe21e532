import type { SeedUnit, SeedUpgrade } from '../types.js';
import { ABOUT_PAGE } from './about.js';
import { CONTACT_PAGE, CONTACT_PAGE_PHONE } from './contact.js';
import { HISTORY_PAGE, MILESTONE_SEED } from './history.js';
import { HOME_PAGE } from './home.js';
import { FIGURE_SEED, FOCUS_AREA_SEED, PEOPLE_SEED, organisationSeed } from './organisation.js';
import { PORTFOLIO_PAGE, VENTURE_SEED } from './portfolio.js';
import { PROGRAMME_SEED, PROGRAMMES_PAGE, PROGRAMMES_PAGE_COUNT } from './programmes.js';
import { IMPACT_PAGE, INSIGHTS_PAGE, SUCCESS_STORIES_PAGE } from './stories.js';
import { HOW_WE_WORK_PAGE } from './howWeWork.js';
import {
  CASE_STUDY_SEED,
  PARTNER_CATEGORY_SEED,
  PARTNER_SEED,
  PARTNERS_PAGE,
  PARTNERS_PAGE_FIGURES,
  PARTNERS_PAGE_PARTNERS,
} from './partners.js';
import { PRIVACY_PAGE, PRIVACY_PAGE_NEWSLETTER, TERMS_PAGE } from './policies.js';
import { NAVIGATION } from './navigation.js';

/**
 * Every part of the seed content, in the order it loads: collections before the globals and
 * items that refer to them.
 */
export function seedUnits(settings: { contactEmail: string }): SeedUnit[] {
  return [
    FIGURE_SEED,
    PEOPLE_SEED,
    FOCUS_AREA_SEED,
    organisationSeed(settings),
    ABOUT_PAGE,
    PROGRAMME_SEED,
    PROGRAMMES_PAGE,
    VENTURE_SEED,
    PORTFOLIO_PAGE,
    MILESTONE_SEED,
    HISTORY_PAGE,
    CONTACT_PAGE,
    SUCCESS_STORIES_PAGE,
    IMPACT_PAGE,
    INSIGHTS_PAGE,
    PARTNER_CATEGORY_SEED,
    CASE_STUDY_SEED,
    PARTNER_SEED,
    HOW_WE_WORK_PAGE,
    PARTNERS_PAGE,
    PRIVACY_PAGE,
    TERMS_PAGE,
    HOME_PAGE,
    NAVIGATION,
  ];
}

/** Changes of the seed content for installations seeded before them, in the order they apply. */
export const SEED_UPGRADES: readonly SeedUpgrade[] = [
  PROGRAMMES_PAGE_COUNT,
  PARTNERS_PAGE_FIGURES,
  PARTNERS_PAGE_PARTNERS,
  CONTACT_PAGE_PHONE,
  PRIVACY_PAGE_NEWSLETTER,
];

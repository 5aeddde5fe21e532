import type { SeedUnit } from '../load.js';
import { ABOUT_PAGE } from './about.js';
import { HOW_WE_WORK_PAGE } from './howWeWork.js';
import { FIGURE_SEED, FOCUS_AREA_SEED, PEOPLE_SEED, organisationSeed } from './organisation.js';
import { CASE_STUDY_SEED, PARTNER_CATEGORY_SEED, PARTNER_SEED, PARTNERS_PAGE } from './partners.js';
import { PRIVACY_PAGE, TERMS_PAGE } from './policies.js';

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
    PARTNER_CATEGORY_SEED,
    CASE_STUDY_SEED,
    PARTNER_SEED,
    HOW_WE_WORK_PAGE,
    PARTNERS_PAGE,
    PRIVACY_PAGE,
    TERMS_PAGE,
  ];
}

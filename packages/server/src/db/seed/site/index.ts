import type { SeedUnit } from '../load.js';
import { ABOUT_PAGE } from './about.js';
import { HOME_PAGE } from './home.js';
import { FIGURE_SEED, FOCUS_AREA_SEED, PEOPLE_SEED, organisationSeed } from './organisation.js';

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
    HOME_PAGE,
  ];
}

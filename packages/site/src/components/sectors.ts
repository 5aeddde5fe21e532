import type { Sector } from '@ia/shared';
import type { SiteKey } from '../i18n/dictionaries';

/**
 * How the site draws the organisation's sectors (the content model's `SECTORS`): the colours of
 * each and the dictionary key of its name. A sector the site does not know is drawn neutral and
 * named as it is written.
 */
export interface SectorColours {
  /** Strong colour: text on a light background, or a background under white text. */
  strong: string;
  /** Pale tint for badges and panels. */
  tint: string;
}

/** Colours of the three sectors; every pair passes WCAG AA for text. */
export const SECTOR_COLOURS: Readonly<Record<Sector, SectorColours>> = {
  Education: { strong: '#1d4ed8', tint: '#e0e9ff' },
  Health: { strong: '#b42318', tint: '#fde6e3' },
  Governance: { strong: '#6b3fa0', tint: '#efe6fa' },
};

/** The neutral colours an unknown sector gets (spec section 2, Portfolio). */
export const NEUTRAL_SECTOR_COLOURS: SectorColours = { strong: '#52606d', tint: '#e9edf0' };

/** The dictionary key of each sector's name. */
export const SECTOR_KEYS = {
  Education: 'shared.sector.education',
  Health: 'shared.sector.health',
  Governance: 'shared.sector.governance',
} as const satisfies Record<Sector, SiteKey>;

/** The key of a known sector's name; undefined for a sector the site does not know. */
export function sectorKey(sector: string): SiteKey | undefined {
  return Object.hasOwn(SECTOR_KEYS, sector) ? SECTOR_KEYS[sector as Sector] : undefined;
}

export function sectorColours(sector: string): SectorColours {
  return Object.hasOwn(SECTOR_COLOURS, sector)
    ? SECTOR_COLOURS[sector as Sector]
    : NEUTRAL_SECTOR_COLOURS;
}

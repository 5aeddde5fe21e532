import { SECTORS } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { NEUTRAL_SECTOR_COLOURS, SECTOR_COLOURS, sectorColours, sectorKey } from './sectors';

describe('sectorColours', () => {
  it('gives each known sector its own colours', () => {
    expect(sectorColours('Health')).toBe(SECTOR_COLOURS.Health);
    const strong = new Set(SECTORS.map((sector) => sectorColours(sector).strong));
    expect(strong.size).toBe(3);
  });

  it('gives an unknown sector the neutral colours', () => {
    expect(sectorColours('Agriculture')).toBe(NEUTRAL_SECTOR_COLOURS);
    expect(sectorColours('health')).toBe(NEUTRAL_SECTOR_COLOURS);
    expect(sectorColours('toString')).toBe(NEUTRAL_SECTOR_COLOURS);
  });
});

describe('sectorKey', () => {
  it('names each known sector from the dictionary, and no unknown one', () => {
    expect(SECTORS.map(sectorKey)).toEqual([
      'shared.sector.education',
      'shared.sector.health',
      'shared.sector.governance',
    ]);
    expect(sectorKey('Agriculture')).toBeUndefined();
    expect(sectorKey('constructor')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { SECTORS, type Venture } from './types';
import {
  VENTURES,
  VENTURE_FILTERS,
  filterVentures,
  ventureContactHref,
  ventureInitial,
} from './ventures';
import { NEUTRAL_SECTOR_COLOURS, SECTOR_COLOURS, sectorColours } from './sectors';

describe('the sample ventures', () => {
  it('are nine active ventures without images, three per sector, with unique ids', () => {
    expect(VENTURES).toHaveLength(9);
    expect(new Set(VENTURES.map((venture) => venture.id)).size).toBe(9);
    for (const venture of VENTURES) {
      expect(venture.imageUrl).toBeNull();
      expect(venture.status).toBe('active');
    }
    for (const sector of SECTORS) {
      expect(VENTURES.filter((venture) => venture.sector === sector)).toHaveLength(3);
    }
  });
});

describe('filterVentures', () => {
  it('offers All first, then the three sectors', () => {
    expect(VENTURE_FILTERS).toEqual(['All', 'Education', 'Health', 'Governance']);
  });

  it('keeps every venture, in order, for All', () => {
    expect(filterVentures(VENTURES, 'All')).toEqual(VENTURES);
  });

  it('keeps only the ventures of the chosen sector, in their order', () => {
    const health = filterVentures(VENTURES, 'Health');
    expect(health.map((venture) => venture.name)).toEqual([
      'MamaCare Connect',
      'CleanWater Clinics',
      'HealthLink Rural',
    ]);
    expect(filterVentures(VENTURES, 'Governance').every((v) => v.sector === 'Governance')).toBe(
      true,
    );
  });

  it('drops ventures of unknown sectors under a sector filter but keeps them under All', () => {
    const odd: Venture = { ...VENTURES[0]!, id: 99, sector: 'Agriculture' };
    const list = [...VENTURES, odd];
    expect(filterVentures(list, 'All')).toContain(odd);
    for (const sector of SECTORS) expect(filterVentures(list, sector)).not.toContain(odd);
  });

  it('returns a new array and leaves its input alone', () => {
    const input = VENTURES.slice(0, 3);
    const output = filterVentures(input, 'All');
    expect(output).not.toBe(input);
    output.pop();
    expect(input).toHaveLength(3);
  });

  it('gives an empty list when nothing matches', () => {
    expect(filterVentures([], 'Education')).toEqual([]);
  });
});

describe('ventureInitial', () => {
  it('is the first letter of the name in upper case', () => {
    expect(ventureInitial('LearnBridge Nigeria')).toBe('L');
    expect(ventureInitial('ọja Oloye')).toBe('Ọ');
    expect(ventureInitial('  mamaCare')).toBe('M');
    expect(ventureInitial('')).toBe('?');
  });
});

describe('ventureContactHref', () => {
  it('links to the contact page with the URL-encoded name', () => {
    expect(ventureContactHref('CivicVoice Hub')).toBe('/contact?venture=CivicVoice%20Hub');
    expect(ventureContactHref('Health & Co / Lagos?')).toBe(
      '/contact?venture=Health%20%26%20Co%20%2F%20Lagos%3F',
    );
    const url = new URL(ventureContactHref('Health & Co / Lagos?'), 'http://site.test');
    expect(url.pathname).toBe('/contact');
    expect(url.searchParams.get('venture')).toBe('Health & Co / Lagos?');
  });
});

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

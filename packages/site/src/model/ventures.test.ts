import { SECTORS } from '@ia/shared';
import { describe, expect, it } from 'vitest';
import { VENTURE_FILTERS, filterVentures, ventureContactHref, ventureInitial } from './ventures';

const VENTURES = [
  { name: 'LearnBridge Nigeria', sector: 'Education' },
  { name: 'MamaCare Connect', sector: 'Health' },
  { name: 'OpenBudget Watch', sector: 'Governance' },
  { name: 'CleanWater Clinics', sector: 'Health' },
  { name: 'HealthLink Rural', sector: 'Health' },
];

describe('filterVentures', () => {
  it('offers All first, then the three sectors', () => {
    expect(VENTURE_FILTERS).toEqual(['All', 'Education', 'Health', 'Governance']);
  });

  it('keeps every venture, in order, for All', () => {
    expect(filterVentures(VENTURES, 'All')).toEqual(VENTURES);
  });

  it('keeps only the ventures of the chosen sector, in their order', () => {
    expect(filterVentures(VENTURES, 'Health').map((venture) => venture.name)).toEqual([
      'MamaCare Connect',
      'CleanWater Clinics',
      'HealthLink Rural',
    ]);
    expect(filterVentures(VENTURES, 'Governance').map((venture) => venture.name)).toEqual([
      'OpenBudget Watch',
    ]);
  });

  it('drops ventures of unknown or no sector under a sector filter but keeps them under All', () => {
    const odd = { name: 'Farm Prices', sector: 'Agriculture' };
    const none = { name: 'Unsorted', sector: null };
    const list = [...VENTURES, odd, none];
    expect(filterVentures(list, 'All')).toEqual(list);
    for (const sector of SECTORS) {
      expect(filterVentures(list, sector)).not.toContain(odd);
      expect(filterVentures(list, sector)).not.toContain(none);
    }
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

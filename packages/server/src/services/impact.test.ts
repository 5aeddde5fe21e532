import { describe, expect, it } from 'vitest';
import { impactValue } from './impact.js';

describe('impactValue', () => {
  it.each([
    ['5,000+ students reached', 5000],
    ['12,000 mothers supported', 12000],
    ['6 area councils publishing budgets', 6],
    ['1,250,000+ people', 1250000],
    ['100,000+ lives impacted', 100000],
    ['No figures yet', 0],
    ['', 0],
    ['007 agents', 7],
  ])('reads %s as %i', (text, value) => {
    expect(impactValue(text)).toBe(value);
  });

  it('takes every digit of the text, as the spec says', () => {
    expect(impactValue('3 schools, 40 teachers')).toBe(340);
  });

  it('caps absurdly long numbers at the largest safe integer', () => {
    expect(impactValue('9'.repeat(30))).toBe(Number.MAX_SAFE_INTEGER);
  });

  it('orders numerically, not as text', () => {
    const sorted = ['9,000 farmers', '45,000 consultations', '640 teachers']
      .map((t) => [t, impactValue(t)] as const)
      .sort((a, b) => b[1] - a[1])
      .map(([t]) => t);
    expect(sorted).toEqual(['45,000 consultations', '9,000 farmers', '640 teachers']);
  });
});

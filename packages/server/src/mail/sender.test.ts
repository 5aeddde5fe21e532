import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './sender.js';

describe('retryDelayMs', () => {
  it('doubles the wait after each failed try, up to the longest, within ±10 %', () => {
    const middle = () => 0.5;
    expect([1, 2, 3, 4, 5, 10, 50].map((n) => retryDelayMs(n, 30_000, 3_600_000, middle))).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 3_600_000, 3_600_000,
    ]);
    expect(retryDelayMs(1, 1000, 60_000, () => 0)).toBe(900);
    expect(retryDelayMs(1, 1000, 60_000, () => 1)).toBe(1100);
  });
});

import { describe, expect, it } from 'vitest';
import { createReadCache, isCurrentLease, leaseOf } from './read-cache.js';

describe('createReadCache', () => {
  it('returns the same value within the time to live, then loads again', async () => {
    let now = 0;
    let loads = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => now });
    const load = async () => ({ n: ++loads });
    const first = await cache.get('k', load);
    expect(await cache.get('k', load)).toBe(first);
    now = 1000;
    expect(await cache.get('k', load)).toEqual({ n: 2 });
    expect(loads).toBe(2);
  });

  it('shares one load between concurrent misses', async () => {
    let loads = 0;
    const cache = createReadCache({ ttlMs: 1000 });
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
  });

  it('does not keep failures', async () => {
    const cache = createReadCache({ ttlMs: 1000 });
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('is off with a zero time to live, and can be cleared', async () => {
    let loads = 0;
    const off = createReadCache({ ttlMs: 0 });
    await off.get('k', async () => ++loads);
    await off.get('k', async () => ++loads);
    expect(loads).toBe(2);
    const cache = createReadCache({ ttlMs: 1000 });
    await cache.get('k', async () => ++loads);
    cache.clear();
    expect(await cache.get('k', async () => 'fresh')).toBe('fresh');
  });

  it('stays within its budget in bytes, keeping the newest reads', async () => {
    const budget = 64 * 1024;
    let loads = 0;
    const cache = createReadCache({ ttlMs: 1000, budget });
    const read = async () => ({ n: ++loads, text: 'x'.repeat(10_000) });
    for (let n = 0; n < 100; n++) {
      await cache.get(`k${n}`, read);
      expect(cache.bytes).toBeLessThanOrEqual(budget);
    }
    expect(cache.bytes).toBeGreaterThan(budget - 12_000);
    const newest = await cache.get('k99', read);
    expect(newest.n).toBe(100);
    expect(isCurrentLease(leaseOf(newest))).toBe(true);
    expect((await cache.get('k0', read)).n).toBe(101);
  });

  it('answers a read larger than its budget without keeping it', async () => {
    let loads = 0;
    const cache = createReadCache({ ttlMs: 1000, budget: 1024 });
    const read = async () => ({ n: ++loads, text: 'x'.repeat(2048) });
    const first = await cache.get('k', read);
    expect(first.n).toBe(1);
    expect(isCurrentLease(leaseOf(first))).toBe(false);
    expect((await cache.get('k', read)).n).toBe(2);
    expect(cache.bytes).toBe(0);
  });

  it('ends the lease of a read that is cleared, replaced or expired', async () => {
    let now = 0;
    const cache = createReadCache({ ttlMs: 1000, now: () => now });
    const first = await cache.get('k', async () => ({ n: 1 }));
    expect(isCurrentLease(leaseOf(first))).toBe(true);
    cache.clear();
    expect(isCurrentLease(leaseOf(first))).toBe(false);
    const second = await cache.get('k', async () => ({ n: 2 }));
    now = 1000;
    expect(isCurrentLease(leaseOf(second))).toBe(false);
    expect(leaseOf({ n: 3 })).toBeUndefined();
  });
});

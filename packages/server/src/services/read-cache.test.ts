import { describe, expect, it } from 'vitest';
import { createReadCache } from './read-cache.js';

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

  it('keeps at most maxEntries keys', async () => {
    let loads = 0;
    const cache = createReadCache({ ttlMs: 1000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) await cache.get(key, async () => ++loads);
    await cache.get('a', async () => ++loads);
    expect(loads).toBe(4);
  });
});

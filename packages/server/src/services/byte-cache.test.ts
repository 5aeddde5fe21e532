import { describe, expect, it } from 'vitest';
import {
  CACHE_SHARES,
  cacheBudgets,
  createByteCache,
  ENTRY_OVERHEAD_BYTES,
  keepWhenSettled,
  sizeOf,
} from './byte-cache.js';

const KB = 1024;

describe('createByteCache', () => {
  it('stays within its budget when filled with large entries, keeping the newest', () => {
    const budget = 100 * KB;
    const dropped: string[] = [];
    const cache = createByteCache<Buffer>({ budget, onDrop: (_, key) => dropped.push(key) });
    for (let n = 0; n < 200; n++) {
      const value = Buffer.alloc(7 * KB + n * 13);
      expect(cache.set(`k${n}`, value, value.length)).toBe(true);
      expect(cache.bytes).toBeLessThanOrEqual(budget);
    }
    // The newest are kept, as many as fit; the oldest went first, in order.
    for (let n = 199; n > 192; n--) expect(cache.peek(`k${n}`)).toBeDefined();
    expect(cache.peek('k0')).toBeUndefined();
    expect(dropped.slice(0, 3)).toEqual(['k0', 'k1', 'k2']);
    expect(cache.size + dropped.length).toBe(200);
    expect(cache.bytes).toBeGreaterThan(budget - 10 * KB);
  });

  it('drops the least recently used, not the oldest set', () => {
    const cost = 10 * KB;
    const cache = createByteCache<string>({ budget: 3 * (cost + 1 + ENTRY_OVERHEAD_BYTES) });
    for (const key of ['a', 'b', 'c']) cache.set(key, key, cost);
    expect(cache.get('a')).toBe('a');
    cache.set('d', 'd', cost);
    expect(cache.peek('a')).toBe('a');
    expect(cache.peek('b')).toBeUndefined();
    expect(cache.size).toBe(3);
  });

  it('counts keys and an overhead per entry, so tiny entries are bounded too', () => {
    const cache = createByteCache<number>({ budget: 10 * KB });
    for (let n = 0; n < 10_000; n++) cache.set(`a rather long key number ${n}`, n, 8);
    expect(cache.bytes).toBeLessThanOrEqual(10 * KB);
    expect(cache.size).toBeLessThan((10 * KB) / ENTRY_OVERHEAD_BYTES);
  });

  it('does not keep an entry larger than its budget, nor what its key had', () => {
    const dropped: string[] = [];
    const cache = createByteCache<string>({ budget: KB, onDrop: (value) => dropped.push(value) });
    cache.set('k', 'small', 5);
    cache.set('other', 'kept', 4);
    expect(cache.set('k', 'large', 2 * KB)).toBe(false);
    expect(cache.peek('k')).toBeUndefined();
    expect(cache.peek('other')).toBe('kept');
    expect(dropped).toEqual(['small', 'large']);
    expect(cache.bytes).toBe(4 + 5 + ENTRY_OVERHEAD_BYTES);
  });

  it('counts a replaced entry once, and forgets everything on clear', () => {
    const dropped: string[] = [];
    const cache = createByteCache<string>({ budget: 10 * KB, onDrop: (v) => dropped.push(v) });
    cache.set('k', 'one', 100);
    cache.set('k', 'one', 300);
    expect(dropped).toEqual([]);
    expect(cache.bytes).toBe(300 + 1 + ENTRY_OVERHEAD_BYTES);
    cache.set('k', 'two', 200);
    expect(dropped).toEqual(['one']);
    cache.clear();
    expect([cache.bytes, cache.size, cache.peek('k')]).toEqual([0, 0, undefined]);
    expect(dropped).toEqual(['one', 'two']);
  });
});

describe('keepWhenSettled', () => {
  it('keeps a pending value by its key, then by the size of what it gave', async () => {
    const cache = createByteCache<Promise<string>>({ budget: 10 * KB });
    const value = Promise.resolve('x'.repeat(2000));
    keepWhenSettled(cache, 'k', value, value);
    expect(cache.bytes).toBe(1 + ENTRY_OVERHEAD_BYTES);
    await value;
    expect(cache.bytes).toBe(2000 + 1 + ENTRY_OVERHEAD_BYTES);
  });

  it('drops what failed or is larger than the budget once it settles', async () => {
    const cache = createByteCache<Promise<string>>({ budget: KB });
    const failed = Promise.reject(new Error('down'));
    keepWhenSettled(cache, 'failed', failed, failed);
    const large = Promise.resolve('x'.repeat(2 * KB));
    keepWhenSettled(cache, 'large', large, large);
    expect(cache.size).toBe(2);
    await expect(failed).rejects.toThrow('down');
    expect(await large).toHaveLength(2 * KB);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  });

  it('leaves a key alone that was cleared or given another value meanwhile', async () => {
    const cache = createByteCache<Promise<string>>({ budget: 10 * KB });
    let finish: (text: string) => void = () => undefined;
    const old = new Promise<string>((resolve) => (finish = resolve));
    keepWhenSettled(cache, 'k', old, old);
    cache.clear();
    finish('old');
    await old;
    expect(cache.size).toBe(0);
  });
});

describe('sizeOf', () => {
  it('measures bytes, texts in UTF-8 and objects as JSON', () => {
    expect(sizeOf(Buffer.alloc(10))).toBe(10);
    expect(sizeOf('École')).toBe(6);
    expect(sizeOf({ a: [1, 2] })).toBe(JSON.stringify({ a: [1, 2] }).length);
    expect(sizeOf(undefined)).toBe(0);
  });
});

describe('cacheBudgets', () => {
  it('splits the total between the caches by shares that add up to it', () => {
    const total = Object.values(CACHE_SHARES).reduce((sum, share) => sum + share, 0);
    expect(total).toBeCloseTo(1, 10);
    const budgets = cacheBudgets(96 * 1024 * KB);
    const spent = Object.values(budgets).reduce((sum, budget) => sum + budget, 0);
    expect(spent).toBeLessThanOrEqual(96 * 1024 * KB);
    expect(spent).toBeGreaterThan(96 * 1024 * KB - 20);
    expect(budgets.pages).toBe(Math.floor(96 * 1024 * KB * CACHE_SHARES.pages));
    expect(cacheBudgets()).toEqual(cacheBudgets(64 * 1024 * KB));
  });
});

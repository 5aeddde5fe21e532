import { createHash } from 'node:crypto';
import type { RateLimitStore } from '../db/repositories/rate-limits.js';

export type RateLimitVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** At most `limit` actions per `windowMs` (a sliding window). */
export interface RateLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimiter {
  /**
   * Checks and counts at once, for every server process on the same store: requests sent in
   * parallel, here or to another process, cannot all pass before one of them is counted.
   */
  take(key: string): Promise<RateLimitVerdict>;
  /** Gives back the slot of the last action of `key` (it turned out not to count). */
  release(key: string): Promise<void>;
  /** Counts one action of `key`, whatever the limit. */
  hit(key: string): Promise<void>;
  /** How many actions of `key` are in the window now. */
  count(key: string): Promise<number>;
  /** The most actions of a key in the window. */
  readonly limit: number;
}

/**
 * A sliding-window limit: at most `limit` actions per `windowMs` per key, kept in `store` (the
 * database, or Redis with REDIS_URL), so it holds across every server process using the store.
 *
 * Keys are stored as `<name>:<SHA-256 of the key>`: limiters sharing a store never count each
 * other's actions, and the store keeps no e-mail or client address, whatever the key holds.
 *
 * Not koa-ratelimit: its two drivers keep counts in Redis or in a Map of one process, not in
 * the SQL database, the store when there is no REDIS_URL, so without Redis every process would
 * count on its own. And it is a middleware counting every request under one key, where the
 * services take a slot before the work and give it back when the action turns out not to count
 * (`release`), count failures only (`hit`, `count`) and check an address and an account in one
 * sign-in.
 */
export function createRateLimiter(options: {
  store: RateLimitStore;
  /** Tells this limiter's keys from other limiters' in the store ("contact", …). */
  name: string;
  limit: number;
  windowMs: number;
  now?: () => number;
}): RateLimiter {
  const { store, name, limit, windowMs, now = Date.now } = options;
  const stored = (key: string) => `${name}:${createHash('sha256').update(key).digest('base64url')}`;

  return {
    limit,
    async take(key) {
      const at = now();
      // The newest `limit` actions, newest first; the slot was taken when there were fewer.
      const newest = await store.take(stored(key), at, windowMs, limit);
      if (newest.length < limit) return { allowed: true };
      // Room comes back when the oldest of them leaves the window.
      const oldest = newest[limit - 1] ?? at;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)),
      };
    },
    release: (key) => store.removeNewest(stored(key), now(), windowMs),
    hit: (key) => store.add(stored(key), now(), windowMs),
    count: (key) => store.count(stored(key), now(), windowMs),
  };
}

import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit.js';

describe('createRateLimiter', () => {
  it('allows `limit` actions per window per key, then says how long to wait', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect(limiter.check('a')).toEqual({ allowed: true });
    limiter.hit('a');
    now = 10_000;
    limiter.hit('a');
    expect(limiter.check('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.check('b')).toEqual({ allowed: true });
    now = 60_001;
    expect(limiter.check('a')).toEqual({ allowed: true });
  });

  it('forgets the oldest keys beyond maxKeys', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => 0, maxKeys: 2 });
    limiter.hit('a');
    limiter.hit('b');
    limiter.hit('c');
    expect(limiter.check('a')).toEqual({ allowed: true });
    expect(limiter.check('c').allowed).toBe(false);
  });
});

import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../src/db/knex.js';
import {
  createRateLimitRepository,
  RATE_LIMIT_PURGE_INTERVAL_MS,
  RateLimitStoreUnavailableError,
  type RateLimitStore,
} from '../src/db/repositories/rate-limits.js';
import {
  createRedisRateLimitStore,
  type RedisRateLimitStore,
} from '../src/db/repositories/rate-limits-redis.js';
import { silentLogger } from '../src/logger.js';
import { createRateLimiter } from '../src/services/rate-limit.js';
import { errorOf, onPostgres, postJson, startTestServer, type TestServer } from './helpers.js';
import { deleteRedisKeys, unreachable } from './local-services.js';

const WINDOW = 60_000;

/**
 * The same rule on every store: the database this run uses (SQLite, or Postgres with
 * DATABASE_URL) and Redis. `second` is another connection to the same store, as a second server
 * process would have.
 */
function limiterSuite(
  setUp: () => Promise<{ store: RateLimitStore; second: RateLimitStore; close(): Promise<void> }>,
) {
  let store: RateLimitStore;
  let second: RateLimitStore;
  let close: () => Promise<void>;
  let now = Date.parse('2025-06-01T09:00:00.000Z');
  // A name per test, so tests never share keys (on Redis, not even across runs).
  const limiter = (limit: number, on = store, name = `t${randomBytes(4).toString('hex')}`) =>
    createRateLimiter({ store: on, name, limit, windowMs: WINDOW, now: () => now });

  beforeAll(async () => {
    ({ store, second, close } = await setUp());
  });
  afterAll(async () => {
    await close?.();
  });

  it('allows `limit` actions per window per key, then says how long to wait', async () => {
    const limits = limiter(2);
    expect(await limits.take('a')).toEqual({ allowed: true });
    now += 10_000;
    expect(await limits.take('a')).toEqual({ allowed: true });
    expect(await limits.take('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(await limits.take('b')).toEqual({ allowed: true });
    // A refused take is not counted: the first action leaves the window 60 s after it.
    now += 50_001;
    expect(await limits.take('a')).toEqual({ allowed: true });
    expect(await limits.take('a')).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });

  it('keeps limiters apart: the same key under two names counts twice', async () => {
    const one = limiter(1);
    const other = limiter(1);
    expect((await one.take('198.51.100.7')).allowed).toBe(true);
    expect((await other.take('198.51.100.7')).allowed).toBe(true);
    expect((await one.take('198.51.100.7')).allowed).toBe(false);
  });

  it('gives a slot back, counts actions beyond the limit, and forgets them after the window', async () => {
    const limits = limiter(2);
    await limits.take('k');
    await limits.take('k');
    expect((await limits.take('k')).allowed).toBe(false);
    await limits.release('k');
    expect(await limits.count('k')).toBe(1);
    expect((await limits.take('k')).allowed).toBe(true);
    for (let i = 0; i < 4; i++) await limits.hit('k');
    expect(await limits.count('k')).toBe(6);
    now += WINDOW;
    expect(await limits.count('k')).toBe(0);
    expect((await limits.take('k')).allowed).toBe(true);
  });

  it('lets exactly `limit` of many parallel takes through, from two connections', async () => {
    const name = `p${randomBytes(4).toString('hex')}`;
    const here = limiter(5, store, name);
    const there = limiter(5, second, name);
    const verdicts = await Promise.all(
      Array.from({ length: 40 }, (_, i) => (i % 2 === 0 ? here : there).take('203.0.113.9')),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    expect(await here.count('203.0.113.9')).toBe(5);
  });
}

describe(`rate limits in the database (${onPostgres ? 'Postgres' : 'SQLite'})`, () => {
  let server: TestServer;
  let other: Db;

  limiterSuite(async () => {
    server = await startTestServer({ seed: false });
    other = createDb(server.config.database, server.schema ? { searchPath: [server.schema] } : {});
    return {
      store: createRateLimitRepository(server.db),
      second: createRateLimitRepository(other),
      async close() {
        await other?.destroy();
        await server?.close();
      },
    };
  });

  it('stores hashed keys only, and removes rows past their window from the whole table', async () => {
    let now = Date.parse('2025-07-01T09:00:00.000Z');
    const store = createRateLimitRepository(server.db);
    const limits = createRateLimiter({
      store,
      name: 'purge',
      limit: 3,
      windowMs: WINDOW,
      now: () => now,
    });
    for (let i = 0; i < 20; i++) await limits.take(`someone${i}@example.org|198.51.100.${i}`);
    const rows = (await server.db('rate_limit_hits').where('key', 'like', 'purge:%')) as {
      key: string;
    }[];
    expect(rows).toHaveLength(20);
    for (const row of rows) {
      expect(row.key).toMatch(/^purge:[\w-]{43}$/);
    }
    // Past the window and the purge interval, one more action clears every expired row.
    now += WINDOW + RATE_LIMIT_PURGE_INTERVAL_MS;
    await limits.take('someone-else');
    const left = await server.db('rate_limit_hits').where('key', 'like', 'purge:%');
    expect(left).toHaveLength(1);
    const expired = await server.db('rate_limit_hits').where('expires_at', '<=', now);
    expect(expired).toHaveLength(0);
  });
});

const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const redisProblem = await unreachable(redisUrl, 6379);

describe.skipIf(redisProblem !== undefined)('rate limits in Redis', () => {
  const keyPrefix = `ia-test-${randomBytes(6).toString('hex')}:`;
  let first: RedisRateLimitStore;
  let second: RedisRateLimitStore;

  limiterSuite(async () => {
    first = createRedisRateLimitStore({ url: redisUrl, keyPrefix, logger: silentLogger });
    second = createRedisRateLimitStore({ url: redisUrl, keyPrefix, logger: silentLogger });
    await first.ping();
    return {
      store: first,
      second,
      async close() {
        await first?.close();
        await second?.close();
        await deleteRedisKeys(redisUrl, keyPrefix);
      },
    };
  });

  it('is ready (/readyz 200) when Redis answers', async () => {
    const server = await startTestServer({
      seed: false,
      env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: keyPrefix },
    });
    try {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'ready' });
    } finally {
      await server.close();
    }
  });
});

if (redisProblem !== undefined) {
  describe('rate limits in Redis', () => {
    it.skip(`skipped: no Redis at ${redisUrl} (${redisProblem})`, () => undefined);
  });
}

describe('rate limits in a Redis that does not answer', () => {
  // Nothing listens on port 1: every connection is refused at once.
  const away = 'redis://127.0.0.1:1';

  it('fails the take with RateLimitStoreUnavailableError instead of counting nothing', async () => {
    const store = createRedisRateLimitStore({ url: away, keyPrefix: 'ia:', logger: silentLogger });
    try {
      await expect(store.take('k', Date.now(), WINDOW, 5)).rejects.toBeInstanceOf(
        RateLimitStoreUnavailableError,
      );
    } finally {
      await store.close();
    }
  });

  it('is not ready: /readyz answers 503 naming Redis', async () => {
    const server = await startTestServer({ seed: false, env: { REDIS_URL: away } });
    try {
      const ready = await fetch(`${server.url}/readyz`);
      expect(ready.status).toBe(503);
      expect((await errorOf(ready)).message).toBe('The rate-limit store (Redis) is not reachable');
      // The process itself is alive.
      expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    } finally {
      await server.close();
    }
  });

  it('answers 503 to contact messages and sign-ins, never lets them through uncounted', async () => {
    const server = await startTestServer({ seed: false, env: { REDIS_URL: away } });
    try {
      const contact = await postJson(`${server.url}/api/contact-messages`, {
        name: 'Amina Bello',
        email: 'amina@example.org',
        message: 'I would like to know when the next cohort starts.',
      });
      expect(contact.status).toBe(503);
      expect((await errorOf(contact)).code).toBe('service_unavailable');
      const signIn = await postJson(`${server.url}/api/auth/login`, {
        email: 'staff@example.org',
        password: 'a long staff password',
      });
      expect(signIn.status).toBe(503);
      expect(await server.db('contact_messages').count({ n: '*' })).toEqual([
        { n: onPostgres ? '0' : 0 },
      ]);
    } finally {
      await server.close();
    }
  });
});

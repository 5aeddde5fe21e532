import type { Knex } from 'knex';
import { isPostgres, toCount } from '../knex.js';

/**
 * Where rate limits keep the actions they count: the database (here) or Redis
 * (rate-limits-redis.ts). Times are milliseconds since 1970 from the caller's clock; an action
 * counts while `at - windowMs < its time`. The rule built on it (how long to wait, which keys)
 * lives in services/rate-limit.ts, once for both.
 */
export interface RateLimitStore {
  /**
   * At once for every process on the store: the times of the newest `limit` actions of `key`
   * in the window, newest first, and, when there are fewer than `limit`, one more action at `at`.
   */
  take(key: string, at: number, windowMs: number, limit: number): Promise<number[]>;
  /** Counts one action of `key` at `at`, whatever the limit. */
  add(key: string, at: number, windowMs: number): Promise<void>;
  /** Forgets the newest action of `key` (it turned out not to count). */
  removeNewest(key: string, at: number, windowMs: number): Promise<void>;
  /** How many actions of `key` are in the window. */
  count(key: string, at: number, windowMs: number): Promise<number>;
  /**
   * Rejects when the store does not answer (for /readyz). Only a store outside the database
   * has one: the database is checked by itself.
   */
  ping?(): Promise<void>;
}

/**
 * The store did not answer (Redis down or out of reach): the action could not be counted, so it
 * is refused for now (503) rather than let through uncounted.
 */
export class RateLimitStoreUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RateLimitStoreUnavailableError';
  }
}

const TABLE = 'rate_limit_hits';

/** Rows past their window are removed from the whole table at most this often per process. */
export const RATE_LIMIT_PURGE_INTERVAL_MS = 60_000;

/**
 * A constant first half of the Postgres advisory lock of a key (the second half is the hash of
 * the key), so these locks never meet another use of advisory locks.
 */
const ADVISORY_LOCK_SPACE = 0x1a7e;

/**
 * Rate limits in the `rate_limit_hits` table, right under concurrency on SQLite and Postgres.
 *
 * A take (count, then maybe insert) runs in a transaction that first holds a lock for its key,
 * so two takes of one key never both see the last free slot, whichever process they come from:
 * on Postgres a transaction-scoped advisory lock on the key's hash (released at commit or
 * rollback; other keys go on in parallel); on SQLite the transaction's first statement writes,
 * which takes the database's write lock at once (a read first would have to upgrade later, and
 * could fail against a writer in between instead of waiting).
 *
 * Within the process, work on one key is queued (on SQLite, all of it, as SQLite has one writer
 * anyway): parallel requests then wait here, not in the database holding pooled connections or
 * retrying on SQLite's busy timeout.
 *
 * Rows stay bounded: a take removes its key's expired rows, and every
 * RATE_LIMIT_PURGE_INTERVAL_MS the expired rows of every key go.
 */
export function createRateLimitRepository(db: Knex): RateLimitStore {
  const postgres = isPostgres(db);
  const queues = new Map<string, Promise<unknown>>();
  let lastPurge: number | undefined;

  /** Runs `work` after the work queued before it on the same lane. */
  function queued<T>(key: string, work: () => Promise<T>): Promise<T> {
    const lane = postgres ? key : '';
    const before = queues.get(lane) ?? Promise.resolve();
    const run = before.then(work, work);
    const settled = run.then(
      () => undefined,
      () => undefined,
    );
    queues.set(lane, settled);
    void settled.then(() => {
      if (queues.get(lane) === settled) queues.delete(lane);
    });
    return run;
  }

  /** `work` in a transaction that holds the lock of `key` from its start. */
  function locked<T>(key: string, work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    return queued(key, () =>
      db.transaction(async (trx) => {
        if (postgres) {
          await trx.raw('select pg_advisory_xact_lock(?, hashtext(?))', [ADVISORY_LOCK_SPACE, key]);
        }
        return work(trx);
      }),
    );
  }

  async function purge(at: number): Promise<void> {
    if (lastPurge !== undefined && Math.abs(at - lastPurge) < RATE_LIMIT_PURGE_INTERVAL_MS) return;
    lastPurge = at;
    await queued('', () => db(TABLE).where('expires_at', '<=', at).delete());
  }

  return {
    async take(key, at, windowMs, limit) {
      const since = at - windowMs;
      const times = await locked(key, async (trx) => {
        // First a write (see above), which also keeps the key's rows few.
        await trx(TABLE).where('key', key).andWhere('at', '<=', since).delete();
        const rows = (await trx(TABLE)
          .where('key', key)
          .andWhere('at', '>', since)
          .orderBy([
            { column: 'at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(limit)
          .select('at')) as { at: unknown }[];
        const found = rows.map((row) => Number(row.at));
        if (found.length < limit) {
          await trx(TABLE).insert({ key, at, expires_at: at + windowMs });
        }
        return found;
      });
      await purge(at);
      return times;
    },

    async add(key, at, windowMs) {
      await queued(key, () => db(TABLE).insert({ key, at, expires_at: at + windowMs }));
      await purge(at);
    },

    async removeNewest(key, at, windowMs) {
      await locked(key, async (trx) => {
        const newest = trx(TABLE)
          .where('key', key)
          .andWhere('at', '>', at - windowMs)
          .orderBy([
            { column: 'at', order: 'desc' },
            { column: 'id', order: 'desc' },
          ])
          .limit(1)
          .select('id');
        await trx(TABLE).whereIn('id', newest).delete();
      });
    },

    async count(key, at, windowMs) {
      const row = (await db(TABLE)
        .where('key', key)
        .andWhere('at', '>', at - windowMs)
        .count({ n: '*' })
        .first()) as { n: unknown } | undefined;
      return toCount(row?.n);
    },
  };
}

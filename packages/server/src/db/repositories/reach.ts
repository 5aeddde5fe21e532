import type { Knex } from 'knex';
import { isPostgres, toCount } from '../knex.js';

/** A roll-up period: an hour (`YYYY-MM-DDTHH`), a day (`YYYY-MM-DD`) or a month (`YYYY-MM`). */
export type ReachPeriod = 'h' | 'd' | 'm';

/** One count of a roll-up. */
export interface ReachCount {
  period: ReachPeriod;
  start: string;
  metric: string;
  key: string;
  n: number;
}

/** A visitor's hash seen in a scope today, and what it adds when it is the first of the day. */
export interface ReachUnique {
  day: string;
  scope: string;
  hash: string;
  adds: Omit<ReachCount, 'n'>[];
}

/** A range of one roll-up's periods, both ends included. */
export interface ReachRange {
  period: ReachPeriod;
  from: string;
  to: string;
  /** -1: its counts are taken away (a month's row less the days outside a period). */
  sign?: -1;
}

const COUNTS = 'reach_counts';
const SALTS = 'reach_salts';
const UNIQUES = 'reach_uniques';
/** Rows per statement: within SQLite's 999 variables at five columns a row. */
const CHUNK = 150;

const countKey = (row: Omit<ReachCount, 'n'>) =>
  `${row.period}\t${row.start}\t${row.metric}\t${row.key}`;

function chunks<T>(rows: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let at = 0; at < rows.length; at += CHUNK) out.push(rows.slice(at, at + CHUNK));
  return out;
}

/**
 * Where reach counts are kept (services/reach.ts decides what they are). Every write adds to
 * what is there (`n = n + excluded.n`), so processes sharing one database add up; counts that
 * keep the largest value seen (`maxima`: feed subscribers) keep the larger one.
 */
export function createReachRepository(db: Knex) {
  const larger = isPostgres(db) ? 'greatest' : 'max';

  async function upsert(
    trx: Knex.Transaction,
    rows: ReachCount[],
    merge: 'add' | 'max',
  ): Promise<void> {
    // One order for every process, so that two writing the same rows never wait on each other
    // in a circle.
    rows.sort((a, b) => (countKey(a) < countKey(b) ? -1 : 1));
    const value =
      merge === 'add' ? `${COUNTS}.n + excluded.n` : `${larger}(${COUNTS}.n, excluded.n)`;
    for (const chunk of chunks(rows)) {
      await trx(COUNTS)
        .insert(chunk)
        .onConflict(['period', 'start', 'metric', 'key'])
        .merge({ n: trx.raw(value) });
    }
  }

  return {
    /**
     * The salt of `day`: the one another process made, else a new one from `fresh`. The same
     * for every process, so a visitor hashes alike whichever answered.
     */
    async salt(day: string, fresh: string): Promise<string> {
      await db(SALTS).insert({ day, salt: fresh }).onConflict('day').ignore();
      const row = (await db(SALTS).where({ day }).first('salt')) as { salt: string } | undefined;
      return row?.salt ?? fresh;
    },

    /**
     * Writes one batch in one transaction: the hashes not seen today yet add their counts (a
     * visitor), then every count is added.
     */
    async write(batch: { counts: ReachCount[]; maxima: ReachCount[]; uniques: ReachUnique[] }) {
      await db.transaction(async (trx) => {
        const adds = new Map<string, ReachCount>();
        const add = (row: Omit<ReachCount, 'n'>, n: number) => {
          const key = countKey(row);
          const had = adds.get(key);
          if (had) had.n += n;
          else adds.set(key, { ...row, n });
        };
        for (const row of batch.counts) add(row, row.n);
        const byKey = new Map(batch.uniques.map((u) => [`${u.day}\t${u.scope}\t${u.hash}`, u]));
        const uniques = [...byKey.values()].sort((a, b) =>
          `${a.scope}\t${a.hash}` < `${b.scope}\t${b.hash}` ? -1 : 1,
        );
        for (const chunk of chunks(uniques)) {
          const inserted = (await trx(UNIQUES)
            .insert(chunk.map(({ day, scope, hash }) => ({ day, scope, hash })))
            .onConflict(['day', 'scope', 'hash'])
            .ignore()
            .returning(['day', 'scope', 'hash'])) as { day: string; scope: string; hash: string }[];
          for (const row of inserted) {
            for (const count of byKey.get(`${row.day}\t${row.scope}\t${row.hash}`)?.adds ?? []) {
              add(count, 1);
            }
          }
        }
        await upsert(trx, [...adds.values()], 'add');
        if (batch.maxima.length > 0) await upsert(trx, batch.maxima, 'max');
      });
    },

    /**
     * Each metric and key added up over `ranges` (those with `sign: -1` taken away), the
     * largest value over `maxRanges` for `maxMetrics`, of `only` these metrics when given
     * (and their key '' rows alone with `totalsOnly`); what adds up to nothing is left out.
     */
    async totals(
      { ranges, maxRanges }: { ranges: ReachRange[]; maxRanges: ReachRange[] },
      maxMetrics: readonly string[],
      only?: readonly string[],
      /** Only the totals (key ''): read along the metric's index, a few rows a period. */
      totalsOnly = false,
    ): Promise<{ metric: string; key: string; n: number }[]> {
      // One query per range, each read along the primary key (an OR of ranges made the
      // databases read the whole table), added up here.
      const merged = new Map<string, { metric: string; key: string; n: number }>();
      const base = (range: ReachRange) => {
        const query = db(COUNTS)
          .select('metric', 'key')
          .where('period', range.period)
          .where('start', '>=', range.from)
          .where('start', '<=', range.to)
          .groupBy('metric', 'key');
        if (totalsOnly) query.where('key', '');
        return only ? query.whereIn('metric', only as string[]) : query;
      };
      type Row = { metric: string; key: string; n: unknown };
      const sums = ranges.map(async (range) => {
        const rows = (await base(range)
          .sum({ n: 'n' })
          .whereNotIn('metric', maxMetrics as string[])) as Row[];
        return { rows, sign: range.sign ?? 1 };
      });
      const maxima =
        maxMetrics.length === 0 || (only && !only.some((metric) => maxMetrics.includes(metric)))
          ? []
          : maxRanges.map(
              async (range) =>
                (await base(range)
                  .max({ n: 'n' })
                  .whereIn('metric', maxMetrics as string[])) as Row[],
            );
      for (const { rows, sign } of await Promise.all(sums)) {
        for (const row of rows) {
          const id = `${row.metric}\t${row.key}`;
          const n = sign * toCount(row.n);
          const had = merged.get(id);
          if (!had) merged.set(id, { metric: row.metric, key: row.key, n });
          else had.n += n;
        }
      }
      for (const rows of await Promise.all(maxima)) {
        for (const row of rows) {
          const id = `${row.metric}\t${row.key}`;
          const n = toCount(row.n);
          const had = merged.get(id);
          if (!had) merged.set(id, { metric: row.metric, key: row.key, n });
          else had.n = Math.max(had.n, n);
        }
      }
      return [...merged.values()].filter((row) => row.n > 0);
    },

    /** The counts of `metrics` (key '') of each period of a range, oldest first. */
    async series(
      range: ReachRange,
      metrics: readonly string[],
    ): Promise<{ start: string; metric: string; n: number }[]> {
      const rows = (await db(COUNTS)
        .select('start', 'metric', 'n')
        .where('period', range.period)
        .where('start', '>=', range.from)
        .where('start', '<=', range.to)
        .whereIn('metric', metrics as string[])
        .where('key', '')
        .orderBy('start')) as { start: string; metric: string; n: unknown }[];
      return rows.map((row) => ({ ...row, n: toCount(row.n) }));
    },

    /**
     * Forgets the salts and hashes of days before `today`, and hourly counts of hours before
     * `hoursFrom` (the days and months stay).
     */
    async prune(today: string, hoursFrom: string): Promise<void> {
      await db(SALTS).where('day', '<', today).delete();
      await db(UNIQUES).where('day', '<', today).delete();
      await db(COUNTS).where('period', 'h').where('start', '<', hoursFrom).delete();
    },
  };
}

export type ReachRepository = ReturnType<typeof createReachRepository>;

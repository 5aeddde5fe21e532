import { createHash, randomBytes } from 'node:crypto';
import { REACH_DAY, REACH_MAX_DAYS, type ReachDevice, type ReachReport } from '@ia/shared';
import type {
  ReachCount,
  ReachRange,
  ReachRepository,
  ReachUnique,
} from '../db/repositories/reach.js';
import { badRequest } from '../errors.js';
import type { Logger } from '../logger.js';
import { csvRow } from './csv.js';
import { classifyReach, type ReachRequest } from './reach-classify.js';

/** Metrics whose rows keep the largest value seen, not a sum. */
const MAX_METRICS = ['feed_subs'] as const;
/** Items each list of a report names at most. */
const LIST_MAX = 50;
/** Hashes a process remembers having written today (a guard against rewriting, not the rule). */
const SEEN_MAX = 100_000;

export interface ReachOptions {
  repository: ReachRepository;
  /** Milliseconds between batch writes (REACH_FLUSH_MS). */
  flushMs: number;
  /** Days hourly counts are kept (REACH_HOURLY_DAYS); days and months stay. */
  hourlyDays: number;
  /** The session cookie's name: a request carrying it is staff's, not counted. */
  sessionCookie: string;
  /** Whether a site search found anything (asked at the batch write, once per search). */
  searchFound: (q: string, language: string) => Promise<boolean>;
  logger: Logger;
  now?: () => Date;
}

interface Visit {
  hour: string;
  address: string;
  userAgent: string;
  host: string;
  path: string;
  referrer?: string;
}

const dayOf = (hour: string) => hour.slice(0, 10);
const monthOf = (hour: string) => hour.slice(0, 7);
const DAY_MS = 86_400_000;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * Reach, counted by the server as it answers, without cookies, scripts or stored addresses.
 * `count` classifies an answered request (services/reach-classify.ts) and adds it to counts in
 * memory; every `flushMs` the counts are written as one batch (db/repositories/reach.ts) into
 * hourly, daily and monthly roll-ups, added to what other processes wrote. A crash loses what
 * was counted since the last batch.
 *
 * Unique visitors: a hash of (the day's random salt, address, user agent, host), kept with the
 * day's salt in the database until the day is over, then deleted; a visitor counts once a day
 * for the site, each page and each referring host. Addresses and user agents stay in memory
 * until the next batch only.
 */
export function createReach(options: ReachOptions) {
  const { repository, logger } = options;
  const now = options.now ?? (() => new Date());
  let counts = new Map<string, number>();
  let maxima = new Map<string, number>();
  let searches = new Map<string, number>();
  let visits: Visit[] = [];
  const salts = new Map<string, string>();
  let seenDay = '';
  let seen = new Set<string>();
  let prunedDay = '';

  const add = (hour: string, metric: string, key: string, n = 1) => {
    const id = `${hour}\t${metric}\t${key}`;
    counts.set(id, (counts.get(id) ?? 0) + n);
  };

  /** Counts an answered request, if it is one that counts. Cheap: no I/O, no hashing. */
  function count(request: ReachRequest): void {
    const hit = classifyReach(request, options.sessionCookie);
    if (!hit) return;
    const hour = now().toISOString().slice(0, 13);
    switch (hit.kind) {
      case 'page': {
        add(hour, 'pageviews', '');
        add(hour, 'page', hit.path);
        add(hour, 'language', hit.language);
        add(hour, 'device', hit.device);
        if (hit.item) add(hour, 'read', `${hit.item.kind}:${hit.item.slug}`);
        if (hit.search) {
          const id = `${hour}\t${hit.search.language}\t${hit.search.q}`;
          searches.set(id, (searches.get(id) ?? 0) + 1);
        }
        if (hit.visitor) {
          visits.push({
            hour,
            ...hit.visitor,
            host: request.ownHost,
            path: hit.path,
            ...(hit.referrer ? { referrer: hit.referrer } : {}),
          });
        } else if (hit.referrer) {
          // A visitor who asked not to be tracked still says where they came from, not who.
          add(hour, 'referrer', hit.referrer);
        }
        return;
      }
      case 'partner':
        add(hour, 'partner', hit.origin);
        if (hit.slug) add(hour, 'partner_story', `${hit.origin} ${hit.slug}`);
        return;
      case 'feed':
        add(hour, 'feed', hit.path);
        if (hit.reader && hit.subscribers !== undefined) {
          const id = `${hour}\tfeed_subs\t${hit.path} ${hit.reader}`;
          maxima.set(id, Math.max(maxima.get(id) ?? 0, hit.subscribers));
        }
        return;
      case 'search': {
        const id = `${hour}\t${hit.language}\t${hit.q}`;
        searches.set(id, (searches.get(id) ?? 0) + 1);
        return;
      }
    }
  }

  /** The three roll-up rows of one hour's count. */
  const rollUps = (hour: string, metric: string, key: string, n: number): ReachCount[] => [
    { period: 'h', start: hour, metric, key, n },
    { period: 'd', start: dayOf(hour), metric, key, n },
    { period: 'm', start: monthOf(hour), metric, key, n },
  ];
  const rowsOf = (map: Map<string, number>): ReachCount[] =>
    [...map].flatMap(([id, n]) => {
      const [hour, metric, key] = id.split('\t') as [string, string, string];
      return rollUps(hour, metric, key, n);
    });

  async function saltOf(day: string): Promise<string> {
    let salt = salts.get(day);
    if (!salt) {
      salt = await repository.salt(day, randomBytes(32).toString('hex'));
      salts.set(day, salt);
    }
    return salt;
  }

  async function uniquesOf(batch: Visit[]): Promise<ReachUnique[]> {
    const uniques: ReachUnique[] = [];
    for (const visit of batch) {
      const day = dayOf(visit.hour);
      const hash = createHash('sha256')
        .update(`${await saltOf(day)}\0${visit.address}\0${visit.userAgent}\0${visit.host}`)
        .digest('base64url')
        .slice(0, 32);
      const scopes: [string, string, string][] = [
        ['s', 'visitors', ''],
        [`p ${visit.path}`, 'page_visitors', visit.path],
        ...(visit.referrer
          ? [[`r ${visit.referrer}`, 'referrer', visit.referrer] as [string, string, string]]
          : []),
      ];
      if (seenDay !== day) {
        seenDay = day;
        seen = new Set();
      }
      for (const [scope, metric, key] of scopes) {
        const id = `${scope}\t${hash}`;
        if (day === seenDay && seen.has(id)) continue;
        if (seen.size >= SEEN_MAX) seen.clear();
        seen.add(id);
        uniques.push({
          day,
          scope,
          hash,
          adds: rollUps(visit.hour, metric, key, 1).map(({ n: _n, ...row }) => row),
        });
      }
    }
    return uniques;
  }

  let chain: Promise<void> = Promise.resolve();

  async function write(): Promise<void> {
    const batch = { counts, maxima, searches, visits };
    counts = new Map();
    maxima = new Map();
    searches = new Map();
    visits = [];
    if (batch.counts.size + batch.maxima.size + batch.searches.size + batch.visits.length === 0) {
      await prune();
      return;
    }
    try {
      const empty = new Map<string, number>();
      const asked = new Map<string, Promise<boolean>>();
      for (const [id, n] of batch.searches) {
        const [hour, language, q] = id.split('\t') as [string, string, string];
        const key = `${language}\t${q}`;
        let found = asked.get(key);
        if (!found) {
          found = options.searchFound(q, language).catch(() => true);
          asked.set(key, found);
        }
        if (!(await found)) {
          const at = `${hour}\tsearch_empty\t${q}`;
          empty.set(at, (empty.get(at) ?? 0) + n);
        }
      }
      await repository.write({
        counts: [...rowsOf(batch.counts), ...rowsOf(empty)],
        maxima: rowsOf(batch.maxima),
        uniques: await uniquesOf(batch.visits),
      });
    } catch (error) {
      // Kept for the next batch: nothing counted is lost while the database is away.
      for (const [id, n] of batch.counts) counts.set(id, (counts.get(id) ?? 0) + n);
      for (const [id, n] of batch.maxima) maxima.set(id, Math.max(maxima.get(id) ?? 0, n));
      for (const [id, n] of batch.searches) searches.set(id, (searches.get(id) ?? 0) + n);
      visits.unshift(...batch.visits);
      seen.clear();
      logger.warn('reach counts could not be written; kept for the next batch', {
        error: String(error),
      });
      return;
    }
    await prune();
  }

  /**
   * Once a day, when the batch interval after midnight has passed (a batch of the last minutes
   * of yesterday is written with yesterday's salt): forgets the salts and hashes of the days
   * before and the hourly counts older than `hourlyDays`.
   */
  async function prune(): Promise<void> {
    const at = now().getTime();
    const today = isoDay(at - 3 * options.flushMs);
    if (today === prunedDay) return;
    try {
      await repository.prune(
        today,
        new Date(at - options.hourlyDays * DAY_MS).toISOString().slice(0, 13),
      );
      prunedDay = today;
      for (const day of salts.keys()) if (day < today) salts.delete(day);
    } catch (error) {
      logger.warn('old reach hashes could not be deleted', { error: String(error) });
    }
  }

  /** Writes what was counted until now (waits for a batch under way, then writes the rest). */
  function flush(): Promise<void> {
    chain = chain.then(write);
    return chain;
  }

  let timer: NodeJS.Timeout | undefined;

  /** The report of a period (days, UTC, both included), with everything counted until now. */
  async function report(rawFrom: unknown, rawTo: unknown): Promise<ReachReport> {
    const from = String(rawFrom ?? '');
    const to = String(rawTo ?? '');
    if (!REACH_DAY.test(from) || !REACH_DAY.test(to) || isNaN(dayMs(from)) || isNaN(dayMs(to))) {
      throw badRequest('from and to are days written YYYY-MM-DD');
    }
    const days = (dayMs(to) - dayMs(from)) / DAY_MS + 1;
    if (days < 1) throw badRequest('from is a day before or equal to to');
    if (days > REACH_MAX_DAYS) throw badRequest(`A period is at most ${REACH_MAX_DAYS} days`);
    await flush();
    const asOf = now().toISOString();
    const today = asOf.slice(0, 10);
    const previousTo = isoDay(dayMs(from) - DAY_MS);
    const previousFrom = isoDay(dayMs(from) - days * DAY_MS);
    const [rows, previousRows, series] = await Promise.all([
      repository.totals(rangesOf(from, to, today), MAX_METRICS),
      repository.totals(
        rangesOf(previousFrom, previousTo, today),
        MAX_METRICS,
        ['pageviews', 'visitors'],
        true,
      ),
      from === to
        ? repository.series({ period: 'h', from: `${from}T00`, to: `${from}T23` }, [
            'pageviews',
            'visitors',
          ])
        : repository.series({ period: 'd', from, to }, ['pageviews', 'visitors']),
    ]);
    const byMetric = (metric: string, source = rows) =>
      source
        .filter((row) => row.metric === metric)
        .sort((a, b) => b.n - a.n || (a.key < b.key ? -1 : 1));
    const total = (metric: string, source = rows) =>
      source.find((row) => row.metric === metric && row.key === '')?.n ?? 0;
    const pageVisitors = new Map(byMetric('page_visitors').map((row) => [row.key, row.n]));
    const partnerStories = new Map<string, { slug: string; views: number }[]>();
    for (const row of byMetric('partner_story')) {
      const at = row.key.indexOf(' ');
      const origin = row.key.slice(0, at);
      const list = partnerStories.get(origin) ?? [];
      list.push({ slug: row.key.slice(at + 1), views: row.n });
      partnerStories.set(origin, list);
    }
    const subscribers = new Map<string, number>();
    for (const row of byMetric('feed_subs')) {
      const path = row.key.slice(0, row.key.indexOf(' '));
      subscribers.set(path, (subscribers.get(path) ?? 0) + row.n);
    }
    const points = new Map(
      (from === to
        ? Array.from({ length: 24 }, (_, hour) => `${from}T${String(hour).padStart(2, '0')}`)
        : Array.from({ length: days }, (_, day) => isoDay(dayMs(from) + day * DAY_MS))
      ).map((at) => [at, { at, visitors: 0, pageviews: 0 }]),
    );
    for (const row of series) {
      const point = points.get(row.start);
      if (point) point[row.metric as 'visitors' | 'pageviews'] = row.n;
    }
    return {
      from,
      to,
      asOf,
      totals: { visitors: total('visitors'), pageviews: total('pageviews') },
      previous: {
        from: previousFrom,
        to: previousTo,
        visitors: total('visitors', previousRows),
        pageviews: total('pageviews', previousRows),
      },
      series: [...points.values()],
      pages: byMetric('page')
        .slice(0, LIST_MAX)
        .map((row) => ({
          path: row.key,
          pageviews: row.n,
          visitors: pageVisitors.get(row.key) ?? 0,
        })),
      stories: byMetric('read')
        .slice(0, LIST_MAX)
        .map((row) => ({
          kind: row.key.startsWith('article:') ? ('article' as const) : ('story' as const),
          slug: row.key.slice(row.key.indexOf(':') + 1),
          reads: row.n,
        })),
      languages: byMetric('language').map((row) => ({ language: row.key, pageviews: row.n })),
      referrers: byMetric('referrer')
        .slice(0, LIST_MAX)
        .map((row) => ({ host: row.key, visitors: row.n })),
      devices: byMetric('device').map((row) => ({
        device: row.key as ReachDevice,
        pageviews: row.n,
      })),
      partners: byMetric('partner')
        .slice(0, LIST_MAX)
        .map((row) => ({
          origin: row.key,
          views: row.n,
          stories: partnerStories.get(row.key) ?? [],
        })),
      feeds: byMetric('feed').map((row) => ({
        path: row.key,
        fetches: row.n,
        subscribers: subscribers.get(row.key) ?? 0,
      })),
      searches: byMetric('search_empty')
        .slice(0, LIST_MAX)
        .map((row) => ({ q: row.key, count: row.n })),
    };
  }

  return {
    count,
    flush,
    report,
    /** A story's or article's reads in a period, and how many of them partner sites showed. */
    async itemReads(
      kind: 'story' | 'article',
      slug: string,
      from: string,
      to: string,
    ): Promise<{ reads: number; partnerViews: number }> {
      await flush();
      const rows = await repository.totals(
        rangesOf(from, to, isoDay(now().getTime())),
        MAX_METRICS,
        ['read', 'partner_story'],
      );
      return {
        reads: rows.find((row) => row.metric === 'read' && row.key === `${kind}:${slug}`)?.n ?? 0,
        partnerViews: rows
          .filter((row) => row.metric === 'partner_story' && row.key.endsWith(` ${slug}`))
          .reduce((sum, row) => sum + row.n, 0),
      };
    },
    /** The report as CSV: one row per list entry (list, name, count, visitors). */
    csv(report: ReachReport): string {
      const rows: string[][] = [
        ['list', 'name', 'count', 'visitors'],
        ['totals', 'pageviews', String(report.totals.pageviews), String(report.totals.visitors)],
        ...report.series.map((p) => ['over time', p.at, String(p.pageviews), String(p.visitors)]),
        ...report.pages.map((p) => ['pages', p.path, String(p.pageviews), String(p.visitors)]),
        ...report.stories.map((s) => [`${s.kind} reads`, s.slug, String(s.reads), '']),
        ...report.languages.map((l) => ['languages', l.language, String(l.pageviews), '']),
        ...report.referrers.map((r) => ['referrers', r.host, '', String(r.visitors)]),
        ...report.devices.map((d) => ['devices', d.device, String(d.pageviews), '']),
        ...report.partners.flatMap((p) => [
          ['partners', p.origin, String(p.views), ''],
          ...p.stories.map((s) => [
            'partner stories',
            `${p.origin} ${s.slug}`,
            String(s.views),
            '',
          ]),
        ]),
        ...report.feeds.map((f) => ['feeds', f.path, String(f.fetches), String(f.subscribers)]),
        ...report.searches.map((s) => ['searches that found nothing', s.q, String(s.count), '']),
      ];
      return rows.map(csvRow).join('');
    },
    /** Writes a batch every `flushMs`. */
    start(): void {
      if (timer || options.flushMs <= 0) return;
      timer = setInterval(() => void flush(), options.flushMs);
      timer.unref();
    },
    /** Stops the batches and writes what is left. */
    async close(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await flush();
    },
  };
}

export type Reach = ReturnType<typeof createReach>;

/**
 * The roll-up ranges whose counts add up to the days from..to, read as few rows as it can: each
 * whole month from the monthly rows; a month's part from its days, or from the monthly row less
 * the days left out when those are fewer (days after `today` hold nothing, so a month up to
 * today is its monthly row). A range with `sign: -1` is taken away. The largest-value metrics
 * cannot be taken away: `maxRanges` covers the same days without subtracting, for them alone.
 */
export function rangesOf(
  from: string,
  to: string,
  today = '9999-12-31',
): { ranges: ReachRange[]; maxRanges: ReachRange[] } {
  const ranges: ReachRange[] = [];
  const maxRanges: ReachRange[] = [];
  const whole = (month: string, list: ReachRange[]) => {
    const last = list[list.length - 1];
    if (last?.period === 'm' && !last.sign && last.to === previousMonth(month)) last.to = month;
    else list.push({ period: 'm', from: month, to: month });
  };
  for (let month = from.slice(0, 7); month <= to.slice(0, 7); month = nextMonth(month)) {
    const first = `${month}-01`;
    const last = isoDay(dayMs(`${nextMonth(month)}-01`) - DAY_MS);
    const a = from > first ? from : first;
    const b = to < last ? to : last;
    // The month's days that can hold counts: none after today.
    const counted = last < today ? last : today;
    if (a === first && b >= counted) {
      whole(month, ranges);
      whole(month, maxRanges);
      continue;
    }
    const days = (dayMs(b) - dayMs(a)) / DAY_MS + 1;
    const left = Math.max(0, (dayMs(counted) - dayMs(first)) / DAY_MS + 1 - days);
    maxRanges.push({ period: 'd', from: a, to: b });
    if (days <= left) {
      ranges.push({ period: 'd', from: a, to: b });
      continue;
    }
    whole(month, ranges);
    if (a > first)
      ranges.push({ period: 'd', from: first, to: isoDay(dayMs(a) - DAY_MS), sign: -1 });
    if (b < counted)
      ranges.push({ period: 'd', from: isoDay(dayMs(b) + DAY_MS), to: counted, sign: -1 });
  }
  return { ranges, maxRanges };
}

function nextMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
}

function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

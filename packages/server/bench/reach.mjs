// Benchmark of reach (services/reach.ts), in two parts. Run after the build:
//   npm run build && npm run bench:reach -w @ia/server -- --postgres postgres://postgres@127.0.0.1:5432/test
//
// 1. The 12-month report after a year of 1,000,000 page views a day: a year of roll-ups is
//    generated (days and months, and the hours of the last HOURS_KEPT days, as REACH_HOURLY_DAYS
//    keeps them) for 1,000,000 page views a day spread over 1,000 pages, 200 stories and
//    articles, 6 languages, 300 referring sites, 3 devices, 40 partner sites showing 120
//    stories, 12 feeds and 200 empty searches, on SQLite and on Postgres; then the report of the
//    last 12 months (the service's own query, `report`) is timed, median of REPORTS runs, and the
//    bytes the rows of one day take are quoted. Target: under 200 ms.
// 2. The cost of counting on a cached page: the built server with counting on and with REACH=off,
//    each in its own process on the same data, loaded with autocannon as a browser (its user
//    agent), in rounds taking turns (throughput.mjs). Two ratios on ÷ off: requests a second,
//    the median of the rounds' ratios (noisy on a shared machine); and requests per CPU-second
//    of each server process over all the rounds and a batch interval after (/proc), which other
//    work on the machine barely moves: the target applies to it (to the first where /proc is
//    missing). Target: at least 0.95.
//
// Options: --postgres URL (or POSTGRES_URL; without it, or when it does not answer, SQLite only,
// said so); --only report|throughput; BENCH_DURATION, BENCH_ROUNDS, BENCH_CONNECTIONS as in
// throughput.mjs. Exits 1 when a target is missed.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { createDb } from '../dist/db/knex.js';
import { migrateLatest } from '../dist/db/migrations/index.js';
import { createReachRepository } from '../dist/db/repositories/reach.js';
import { createReach } from '../dist/services/reach.js';
import { connections, duration, rounds, startSite } from './throughput.mjs';

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
};
const postgresUrl = option('postgres') ?? process.env.POSTGRES_URL;
const only = option('only');

const DAYS = 365;
const HOURS_KEPT = 7;
const PAGEVIEWS_A_DAY = 1_000_000;
const REPORTS = 7;
const MAX_REPORT_MS = 200;
const MIN_COUNTING_RATIO = 0.95;
const DAY_MS = 86_400_000;
const BROWSER =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A share of `total` for key i of n (a long tail: the first keys take the most). */
function spread(total, n) {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.max(1, Math.round((total * w) / sum)));
}

/** The counts of one period (key '' totals, then every list), as reach_counts rows. */
function rowsOf(period, start, scale) {
  const pv = Math.round(PAGEVIEWS_A_DAY * scale);
  const visitors = Math.round(pv * 0.35);
  const rows = [
    ['pageviews', '', pv],
    ['visitors', '', visitors],
  ];
  const list = (metric, n, total, key) =>
    spread(total, n).forEach((count, i) => rows.push([metric, key(i), count]));
  list('page', 1000, pv, (i) => `/page-${i}`);
  list('page_visitors', 1000, visitors, (i) => `/page-${i}`);
  list('read', 200, pv * 0.3, (i) => `story:story-${i}`);
  list('language', 6, pv, (i) => ['en', 'fr', 'ar', 'sw', 'pt', 'es'][i]);
  list('referrer', 300, visitors * 0.2, (i) => `site-${i}.example`);
  list('device', 3, pv, (i) => ['phone', 'desktop', 'tablet'][i]);
  list('partner', 40, pv * 0.1, (i) => `https://partner-${i}.example`);
  list('partner_story', 120, pv * 0.05, (i) => `https://partner-${i % 40}.example story-${i}`);
  list('feed', 12, 5000 * scale, (i) => `/feed-${i}.xml`);
  list('search_empty', 200, 3000 * scale, (i) => `missing words ${i}`);
  for (let i = 0; i < 12; i += 1) rows.push(['feed_subs', `/feed-${i}.xml Feedly`, 40 + i]);
  return rows.map(([metric, key, n]) => ({ period, start, metric, key, n: Math.round(n) }));
}

async function insert(db, rows) {
  for (let at = 0; at < rows.length; at += 150) {
    await db('reach_counts').insert(rows.slice(at, at + 150));
  }
}

async function reportBench(label, db, sizeOf) {
  await migrateLatest(db);
  const today = Date.now();
  const started = performance.now();
  const months = new Set();
  for (let d = DAYS - 1; d >= 0; d -= 1) {
    const day = isoDay(today - d * DAY_MS);
    await db.transaction(async (trx) => {
      await insert(trx, rowsOf('d', day, 1));
      if (d < HOURS_KEPT) {
        for (let h = 0; h < 24; h += 1) {
          await insert(trx, rowsOf('h', `${day}T${String(h).padStart(2, '0')}`, 1 / 24));
        }
      }
    });
    months.add(day.slice(0, 7));
  }
  for (const month of months) await insert(db, rowsOf('m', month, 30));
  const rowsADay = rowsOf('d', 'x', 1).length;
  const generatedS = ((performance.now() - started) / 1000).toFixed(0);
  const reach = createReach({
    repository: createReachRepository(db),
    flushMs: 0,
    hourlyDays: 90,
    sessionCookie: 'ia_session',
    searchFound: async () => false,
    logger: { debug() {}, info() {}, warn() {}, error() {} },
  });
  const from = isoDay(today - (DAYS - 1) * DAY_MS);
  const to = isoDay(today);
  const times = [];
  let answer;
  for (let run = 0; run < REPORTS; run += 1) {
    const at = performance.now();
    answer = await reach.report(from, to);
    times.push(performance.now() - at);
  }
  const bytes = await sizeOf();
  const total = (await db('reach_counts').count({ n: '*' }))[0].n;
  const ms = median(times);
  console.log(
    `${label}: a year of ${PAGEVIEWS_A_DAY.toLocaleString('en')} page views a day, ${Number(total).toLocaleString('en')} rows (${rowsADay.toLocaleString('en')} a day, ${(rowsADay * 24).toLocaleString('en')} more for the hours of a day kept), generated in ${generatedS} s, ${(bytes / 1e6).toFixed(0)} MB: about ${(((bytes / Number(total)) * rowsADay) / 1024).toFixed(0)} KB a day (${(((bytes / Number(total)) * rowsADay * 25) / 1024).toFixed(0)} KB with its hours)`,
  );
  console.log(
    `${label}: 12-month report ${from} to ${to}: median ${ms.toFixed(0)} ms of ${REPORTS} (${times.map((t) => t.toFixed(0)).join(', ')}), ${answer.totals.pageviews.toLocaleString('en')} page views`,
  );
  return ms;
}

let failed = false;

/** More than a batch interval (REACH_FLUSH_MS, 5 s by default): the last batch is written. */
const FLUSH_WAIT_MS = 6_000;

/** CPU seconds (user + system) a process has used, from /proc (NaN where there is none). */
function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime, fields 14 and 15 of stat, in clock ticks (100 a second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

if (only !== 'throughput') {
  const dataDir = await mkdtemp(join(tmpdir(), 'ia-bench-reach-'));
  const filename = join(dataDir, 'reach.sqlite');
  const sqlite = createDb({ client: 'sqlite', filename });
  try {
    const ms = await reportBench('SQLite', sqlite, async () => (await stat(filename)).size);
    if (ms >= MAX_REPORT_MS) {
      console.error(
        `SQLite: the 12-month report took ${ms.toFixed(0)} ms (at most ${MAX_REPORT_MS})`,
      );
      failed = true;
    }
  } finally {
    await sqlite.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
  if (postgresUrl) {
    const schema = `bench_reach_${randomBytes(4).toString('hex')}`;
    const admin = createDb({ client: 'postgres', url: postgresUrl });
    try {
      await admin.raw('create schema ??', [schema]);
      const pg = createDb({ client: 'postgres', url: postgresUrl }, { searchPath: [schema] });
      try {
        const ms = await reportBench('Postgres', pg, async () => {
          await pg.raw('vacuum analyze reach_counts');
          const { rows } = await pg.raw(`select pg_total_relation_size(?::regclass) as bytes`, [
            `${schema}.reach_counts`,
          ]);
          return Number(rows[0].bytes);
        });
        if (ms >= MAX_REPORT_MS) {
          console.error(
            `Postgres: the 12-month report took ${ms.toFixed(0)} ms (at most ${MAX_REPORT_MS})`,
          );
          failed = true;
        }
      } finally {
        await pg.destroy();
      }
    } catch (error) {
      console.log(`Postgres at ${postgresUrl} did not answer (${error.message}): SQLite only`);
    } finally {
      await admin.raw('drop schema if exists ?? cascade', [schema]).catch(() => undefined);
      await admin.destroy();
    }
  } else {
    console.log('No --postgres URL: SQLite only');
  }
}

if (only !== 'report') {
  const dataDir = await mkdtemp(join(tmpdir(), 'ia-bench-reach-site-'));
  const stops = [];
  try {
    process.env.REACH = 'off';
    const off = await startSite({ dataDir });
    stops.push(off.stop);
    process.env.REACH = 'on';
    const on = await startSite({ dataDir });
    stops.push(on.stop);
    // As a browser asks: counted when counting is on (autocannon's own user agent is not).
    const load = (url, seconds = duration) =>
      autocannon({
        url,
        connections,
        duration: seconds,
        pipelining: 1,
        headers: { 'user-agent': BROWSER },
      });
    for (const site of [off, on]) await load(`${site.url}/`, 1);
    // Two measures. Requests a second (wall clock) of each round, the servers taking turns
    // (off-on, then on-off, so neither always runs second); on a shared machine they swing
    // with other work. And the CPU each server process used, read from /proc over all the
    // rounds and one batch interval after them (so counting's batch writes between rounds
    // are paid for): requests per CPU-second, what one core serves, which other work on
    // the machine barely moves.
    const cpu = { [off.pid]: cpuSeconds(off.pid), [on.pid]: cpuSeconds(on.pid) };
    const served = { [off.pid]: 0, [on.pid]: 0 };
    const ratios = [];
    for (let round = 0; round < rounds; round += 1) {
      const order = round % 2 === 0 ? [off, on] : [on, off];
      const results = new Map();
      for (const site of order) {
        const result = await load(`${site.url}/`);
        results.set(site, result);
        served[site.pid] += result.requests.total;
      }
      const a = results.get(off);
      const b = results.get(on);
      if (a.non2xx + a.errors + b.non2xx + b.errors > 0) failed = true;
      ratios.push(b.requests.average / a.requests.average);
      console.log(
        `round ${round + 1}: counting off ${a.requests.average.toFixed(0)} req/s, on ${b.requests.average.toFixed(0)} req/s`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, FLUSH_WAIT_MS));
    const perCpu = (site) => served[site.pid] / (cpuSeconds(site.pid) - cpu[site.pid]);
    const ratio = median(ratios);
    const cpuRatio = perCpu(on) / perCpu(off);
    console.log(
      `ratio counting on / off (cached GET /), requests a second: ${ratio.toFixed(3)} (rounds ${ratios.map((r) => r.toFixed(3)).join(' ')})`,
    );
    console.log(
      `ratio counting on / off (cached GET /), requests per CPU-second of the server: ${cpuRatio.toFixed(3)} (off ${perCpu(off).toFixed(0)}, on ${perCpu(on).toFixed(0)}; at least ${MIN_COUNTING_RATIO})`,
    );
    if (Number.isFinite(cpuRatio) ? cpuRatio < MIN_COUNTING_RATIO : ratio < MIN_COUNTING_RATIO) {
      failed = true;
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
    delete process.env.REACH;
    await rm(dataDir, { recursive: true, force: true });
  }
}

process.exitCode = failed ? 1 : 0;

import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ReachReport } from '@ia/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../src/db/knex.js';
import { createReachRepository, type ReachCount } from '../src/db/repositories/reach.js';
import { createReach } from '../src/services/reach.js';
import { ADMIN_EMAIL, ADMIN_ENV, ADMIN_PASSWORD, signIn } from './admin-helpers.js';
import {
  databaseUrl,
  onPostgres,
  postJson,
  startTestProcess,
  startTestServer,
  type TestServer,
} from './helpers.js';
import { unreachable } from './local-services.js';

/**
 * Reach, counted by the server as it answers: a known mix from 40 address and user-agent pairs
 * (partner reads of two origins, searches with and without results) among requests that
 * must not count (a crawler, HEAD, prefetches, signed-in staff, errors); no answer sets a
 * cookie; a crash keeps every count older than the batch interval; two processes on one
 * Postgres add up exactly. (Pages, story cards and feeds are counted in the browser test,
 * tests/e2e/reach.test.ts, which has the built site they are drawn with.)
 */

const today = () => new Date().toISOString().slice(0, 10);

/** The i-th visitor: its own address (X-Forwarded-For, TRUST_PROXY) and browser. */
const visitor = (i: number): Record<string, string> => ({
  'X-Forwarded-For': `198.51.100.${i + 1}`,
  'User-Agent': `Mozilla/5.0 (X11; Linux x86_64; rv:${100 + i}.0) Gecko/20100101 Firefox/${100 + i}.0`,
});

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

async function report(url: string, cookie: string): Promise<ReachReport> {
  const response = await fetch(`${url}/api/admin/reach?from=${today()}&to=${today()}`, {
    headers: { Cookie: cookie },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as ReachReport;
}

async function signInAt(url: string): Promise<string> {
  const response = await postJson(`${url}/api/auth/login`, {
    email: ADMIN_EMAIL,
    password: ADMIN_PASSWORD,
  });
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

describe('reach counted as the server answers', () => {
  let server: TestServer;
  let cookie: string;
  const cookies: string[] = [];

  /** A GET (or another method) as visitor `i`, checking that the answer sets no cookie. */
  async function send(path: string, headers: Record<string, string>, method = 'GET') {
    const response = await fetch(`${server.url}${path}`, { method, headers });
    await response.arrayBuffer();
    const set = response.headers.get('set-cookie');
    if (set) cookies.push(`${path}: ${set}`);
    return response;
  }

  beforeAll(async () => {
    server = await startTestServer({
      env: { ...ADMIN_ENV, TRUST_PROXY: 'true', REACH_FLUSH_MS: '100' },
    });
    cookie = await signIn(server);
  });
  afterAll(() => server?.close());

  it('counts exactly the partner reads and empty searches of a known mix', async () => {
    const stories = (await (await fetch(`${server.url}/api/success-stories`)).json()) as {
      slug: string;
    }[];
    const [first, second] = [stories[0]!.slug, stories[1]!.slug];
    const a = 'https://partner-a.example';
    const b = 'https://partner-b.example:8443';

    for (let i = 0; i < 40; i += 1) {
      // Partner A shows the story grid (the list) to visitors 0 to 29, and partner B the first
      // story's card data (the detail) to 30 to 39; the same address twice is answered from
      // the replayed answers the second time, and counts the same.
      if (i < 30) await send('/api/success-stories', { ...visitor(i), Origin: a });
      else await send(`/api/success-stories/${first}`, { ...visitor(i), Origin: b });
    }
    // Two story cards framed by partner B: story cards are pages (counted in the browser test);
    // here a detail read of the second story from partner A, three times.
    for (let i = 0; i < 3; i += 1) {
      await send(`/api/success-stories/${second}`, { ...visitor(i), Origin: a });
    }
    // Searches: found (not listed), found nothing (listed, same words however written).
    await send('/api/search?q=lagos', visitor(4));
    await send('/api/search?q=zqxv%20plorb', visitor(5));
    await send('/api/search?q=ZQXV++plorb&lang=fr', visitor(6));
    await send('/api/search?q=zqxv%20plorb', visitor(7));
    await send('/api/search?q=nothingatallhere', visitor(8));
    // The second page of a search is the same search.
    await send('/api/search?q=nothingatallhere&page=2', visitor(8));

    // None of these count.
    await send('/api/success-stories', { 'User-Agent': GOOGLEBOT, Origin: a });
    await send('/api/success-stories', { ...visitor(0), Origin: a }, 'HEAD');
    await send('/api/success-stories', { ...visitor(0), Origin: a, 'Sec-Purpose': 'prefetch' });
    await send('/api/success-stories', { ...visitor(0), Origin: a, Purpose: 'prefetch' });
    await send('/api/success-stories', { ...visitor(0), Origin: a, Cookie: cookie });
    await send('/api/search?q=zqxv%20plorb', { ...visitor(0), Cookie: cookie });
    const missing = await send('/api/success-stories/no-such-story', { ...visitor(0), Origin: a });
    expect(missing.status).toBe(404);
    await send('/api/success-stories', { 'User-Agent': 'curl/8.5.0', Origin: a });

    const answer = await report(server.url, cookie);
    expect(answer.partners).toEqual([
      { origin: a, views: 33, stories: [{ slug: second, views: 3 }] },
      { origin: b, views: 10, stories: [{ slug: first, views: 10 }] },
    ]);
    expect(answer.searches).toEqual([
      { q: 'zqxv plorb', count: 3 },
      { q: 'nothingatallhere', count: 1 },
    ]);
    // No page was sent (this server has no built site): no page view, no visitor.
    expect(answer.totals).toEqual({ visitors: 0, pageviews: 0 });
    expect(answer.previous).toMatchObject({ visitors: 0, pageviews: 0 });
    expect(answer.series).toHaveLength(24);
    expect(cookies).toEqual([]);

    // Counted again, nothing lost or counted twice: one more read is one more view.
    await send('/api/success-stories', { ...visitor(0), Origin: b });
    const again = await report(server.url, cookie);
    expect(again.partners.find((p) => p.origin === b)?.views).toBe(11);

    const csv = await fetch(
      `${server.url}/api/admin/reach/export.csv?from=${today()}&to=${today()}`,
      { headers: { Cookie: cookie } },
    );
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await csv.text()).toContain(`"partners","${a}","33",""`);
  });

  it('answers editors and administrators only, and checks the period', async () => {
    const anonymous = await fetch(`${server.url}/api/admin/reach?from=${today()}&to=${today()}`);
    expect(anonymous.status).toBe(401);
    for (const query of ['from=2026-01-02&to=2026-01-01', 'from=yesterday&to=2026-01-01', '']) {
      const response = await fetch(`${server.url}/api/admin/reach?${query}`, {
        headers: { Cookie: cookie },
      });
      expect(response.status, query).toBe(400);
    }
  });

  it("tells an item's reads this month and the views partner sites gave it", async () => {
    const stories = (await (await fetch(`${server.url}/api/success-stories`)).json()) as {
      slug: string;
    }[];
    const response = await fetch(
      `${server.url}/api/admin/reach/item?kind=story&slug=${stories[0]!.slug}`,
      { headers: { Cookie: cookie } },
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ reads: 0, partnerViews: 10 });
  });
});

describe('a period read from the roll-ups', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ seed: false });
  });
  afterAll(() => server?.close());

  it('adds up to the days it covers, whichever rows it reads (months, days, a month less days)', async () => {
    const TODAY = '2026-11-15';
    const DAY_MS = 86_400_000;
    const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
    // 430 days of counts to today, each day's own: page views, two pages, a language and a
    // feed's subscribers (the largest value of a period, not a sum); each month's row is the
    // sum (the largest) of its days, as the batches write them.
    const days: { day: string; rows: ReachCount[] }[] = [];
    const end = Date.parse(`${TODAY}T00:00:00Z`);
    for (let i = 429; i >= 0; i -= 1) {
      const day = isoDay(end - i * DAY_MS);
      const n = (k: number) => ((i * 7919 + k * 104_729) % 97) + 1;
      days.push({
        day,
        rows: [
          { period: 'd', start: day, metric: 'pageviews', key: '', n: n(1) },
          { period: 'd', start: day, metric: 'page', key: '/', n: n(2) },
          // A page read on odd days only: absent from the even ones.
          ...(i % 2
            ? [{ period: 'd' as const, start: day, metric: 'page', key: '/about', n: n(3) }]
            : []),
          { period: 'd', start: day, metric: 'language', key: 'fr', n: n(4) },
          { period: 'd', start: day, metric: 'feed', key: '/feed.xml', n: n(6) },
          { period: 'd', start: day, metric: 'feed_subs', key: '/feed.xml Feedly', n: n(5) },
        ],
      });
    }
    const months = new Map<string, ReachCount>();
    for (const { day, rows } of days) {
      for (const row of rows) {
        const id = `${day.slice(0, 7)} ${row.metric} ${row.key}`;
        const had = months.get(id);
        if (!had) months.set(id, { ...row, period: 'm', start: day.slice(0, 7) });
        else had.n = row.metric === 'feed_subs' ? Math.max(had.n, row.n) : had.n + row.n;
      }
    }
    const all = [...days.flatMap((d) => d.rows), ...months.values()];
    for (let at = 0; at < all.length; at += 100) {
      await server.db('reach_counts').insert(all.slice(at, at + 100));
    }
    const reach = createReach({
      repository: createReachRepository(server.db),
      flushMs: 0,
      hourlyDays: 90,
      sessionCookie: 'ia_session',
      searchFound: async () => false,
      logger: { debug() {}, info() {}, warn() {}, error() {} } as never,
      now: () => new Date(`${TODAY}T12:00:00Z`),
    });
    const expected = (from: string, to: string) => {
      const inside = days.filter(({ day }) => day >= from && day <= to).flatMap((d) => d.rows);
      const sum = (metric: string, key: string) =>
        inside.filter((r) => r.metric === metric && r.key === key).reduce((a, r) => a + r.n, 0);
      const about = sum('page', '/about');
      return {
        pageviews: sum('pageviews', ''),
        pages: [
          { path: '/', pageviews: sum('page', '/'), visitors: 0 },
          ...(about ? [{ path: '/about', pageviews: about, visitors: 0 }] : []),
        ].sort((a, b) => b.pageviews - a.pageviews),
        languages: [{ language: 'fr', pageviews: sum('language', 'fr') }],
        subscribers: Math.max(0, ...inside.filter((r) => r.metric === 'feed_subs').map((r) => r.n)),
      };
    };
    const periods: [string, string][] = [
      ['2025-11-16', TODAY], // 365 days to today
      ['2025-12-01', TODAY], // whole months, the last up to today
      ['2026-01-03', '2026-01-20'], // most of a month: the month less its other days
      ['2026-01-03', '2026-01-09'], // a few days
      ['2025-12-31', '2026-02-01'], // across a year, a day at each end
      ['2026-02-01', '2026-02-28'], // one whole month
      ['2026-11-02', TODAY], // this month less its first day
      [TODAY, TODAY],
      ['2025-09-12', '2026-10-30'],
    ];
    for (const [from, to] of periods) {
      const answer = await reach.report(from, to);
      const want = expected(from, to);
      expect({ from, to, pageviews: answer.totals.pageviews }).toEqual({
        from,
        to,
        pageviews: want.pageviews,
      });
      expect(answer.pages).toEqual(want.pages);
      expect(answer.languages).toEqual(want.languages);
      expect(answer.feeds[0]?.subscribers ?? 0).toBe(want.subscribers);
      const previousDays = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
      expect(answer.previous.pageviews).toBe(
        expected(
          isoDay(Date.parse(from) - previousDays * DAY_MS),
          isoDay(Date.parse(from) - DAY_MS),
        ).pageviews,
      );
    }
  });
});

describe('reach across a crash (SQLite)', () => {
  it('keeps every count older than the batch interval', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'ia-reach-crash-'));
    const env = { ...ADMIN_ENV, DATABASE_URL: '', REACH_FLUSH_MS: '200' };
    try {
      const first = await startTestProcess(env, dataDir);
      for (let i = 0; i < 12; i += 1) {
        await fetch(`${first.url}/api/success-stories`, {
          headers: { ...visitor(i), Origin: 'https://partner.example' },
        });
      }
      // Longer than two batch intervals: the batch is written.
      await new Promise((resolve) => setTimeout(resolve, 700));
      await first.kill();
      const second = await startTestProcess(env, dataDir);
      try {
        const answer = await report(second.url, await signInAt(second.url));
        expect(answer.partners).toEqual([
          { origin: 'https://partner.example', views: 12, stories: [] },
        ]);
      } finally {
        await second.close({ keepData: true });
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

const postgresUrl = onPostgres ? databaseUrl! : 'postgres://postgres@127.0.0.1:5432/test';
const postgresProblem = await unreachable(postgresUrl, 5432);

describe.skipIf(postgresProblem !== undefined)('reach of two processes on one Postgres', () => {
  it('adds up exactly', async () => {
    const schema = `test_reach_${randomBytes(6).toString('hex')}`;
    const db = createDb({ client: 'postgres', url: postgresUrl }, { searchPath: [schema] });
    await db.raw('create schema ??', [schema]);
    const env = {
      ...ADMIN_ENV,
      DATABASE_URL: postgresUrl,
      TEST_SCHEMA: schema,
      REACH_FLUSH_MS: '50',
    };
    // One after the other: the first migrates the schema and creates the admin.
    const one = await startTestProcess(env);
    const two = await startTestProcess(env);
    try {
      const origins = ['https://one.example', 'https://two.example'];
      // 200 reads sent at once, alternating between the processes, each writing its batches
      // to the same rows every 50 ms.
      await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          fetch(`${(i % 2 === 0 ? one : two).url}/api/success-stories`, {
            headers: { ...visitor(i % 40), Origin: origins[i % 3 === 0 ? 0 : 1]! },
          }).then((response) => response.arrayBuffer()),
        ),
      );
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          fetch(`${(i % 2 === 0 ? one : two).url}/api/search?q=qqnothing${i % 3}`, {
            headers: visitor(i),
          }).then((response) => response.arrayBuffer()),
        ),
      );
      // The second writes its last batch as it stops; the first when asked.
      await two.close();
      const answer = await report(one.url, await signInAt(one.url));
      const viewsOf = (origin: string) => answer.partners.find((p) => p.origin === origin)?.views;
      const byFirst = Array.from({ length: 200 }, (_, i) => i).filter((i) => i % 3 === 0).length;
      expect(viewsOf(origins[0]!)).toBe(byFirst);
      expect(viewsOf(origins[1]!)).toBe(200 - byFirst);
      expect(answer.searches).toEqual([
        { q: 'qqnothing0', count: 10 },
        { q: 'qqnothing1', count: 10 },
        { q: 'qqnothing2', count: 10 },
      ]);
    } finally {
      await one.close();
      await two.close();
      await db.raw('drop schema if exists ?? cascade', [schema]);
      await db.destroy();
    }
  }, 120_000);
});

// Benchmark: does each public answer cost what it shows, not the whole table? Every answer is
// measured on the demo content a fresh server seeds (small) and on that plus a large generated set
// (scale-data.mjs: 100,000 stories and 20,000 articles by default, a third translated into fr,
// ar and sw), in alternating rounds of one run, on SQLite and on Postgres, and the ratio
// req/s(large) / req/s(small) of the medians is printed. Run after the build:
//   npm run build && npm run bench:scale -- --stories 10000 --articles 2000 --postgres URL
// Options: --stories N, --articles M (or BENCH_STORIES, BENCH_ARTICLES); --postgres URL (or
// POSTGRES_URL; without it, or when it does not answer, SQLite only, said so); --rounds R
// (default 3), --seconds S per measurement (default 1), --mixed S of mixed load (default 30);
// --only sqlite|postgres (one database); BENCH_CONNECTIONS (default 10).
//
// Each answer is a rotating set of distinct addresses (languages, search words, pages around
// 5,000, story slugs), so that the server's in-memory caches (2 s for public reads, pages until
// content changes) answer what they would for real visitors, not one address over and over.
// Each server runs in its own process (throughput.mjs) and autocannon in this one.
//
// Exits 1 when a target is missed: a ratio under MIN_RATIO; a list or search page of 100 KB of
// HTML or more; a cold start of 2 s or more with the large set; any error (a status other than
// 2xx/3xx, or a socket error); a peak RSS of 300 MB or more during the mixed load.
import { mkdtemp, rm } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import knex from 'knex';
import { LANGUAGE_CODES, TOTAL_COUNT_HEADER } from '@ia/shared';
import { generate, openDb, SEARCH_WORDS } from './scale-data.mjs';
import { connections, errorsOf, MIN_RATIO, startSite } from './throughput.mjs';

const { values: options } = parseArgs({
  options: {
    stories: { type: 'string', default: process.env.BENCH_STORIES ?? '100000' },
    articles: { type: 'string', default: process.env.BENCH_ARTICLES ?? '20000' },
    postgres: { type: 'string', default: process.env.POSTGRES_URL ?? '' },
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '1' },
    mixed: { type: 'string', default: '30' },
    only: { type: 'string', default: '' },
  },
});
const STORIES = Number(options.stories);
const ARTICLES = Number(options.articles);
const ROUNDS = Math.max(1, Number(options.rounds));
const SECONDS = Math.max(1, Number(options.seconds));
const MIXED_SECONDS = Math.max(1, Number(options.mixed));

const MAX_HTML_BYTES = 100 * 1024;
const MAX_COLD_START_MS = 2000;
const MAX_RSS_MB = 300;

const failures = [];
const fail = (message) => {
  failures.push(message);
  console.error(`MISSED: ${message}`);
};

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** One language of each kind of script the site has (the others rotate through the same code). */
const LANGS = LANGUAGE_CODES;
const prefixed = (lang, path) => (lang === 'en' ? path : `/${lang}${path}`);
const everyLanguage = (path) => LANGS.map((lang) => prefixed(lang, path));
const apiEveryLanguage = (path) =>
  LANGS.map((lang) => `${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);

/** The public answers measured, each a set of addresses rotated through (given the site). */
function answers(site) {
  const deep = site.deepPage;
  // The 21 pages around the deepest (each page once: fewer where the set has fewer pages).
  const around = [
    ...new Set(
      Array.from({ length: 21 }, (_, i) => Math.min(site.lastPage, Math.max(1, deep - 10 + i))),
    ),
  ];
  const searches = (path) =>
    SEARCH_WORDS.flatMap((word, i) =>
      [0, 1, 2].map((k) => [word, LANGS[(i + k) % LANGS.length]]),
    ).map(([word, lang]) => path(word, lang));
  return [
    ['list', 'GET /api/success-stories', apiEveryLanguage('/api/success-stories')],
    ['list', 'GET /api/articles', apiEveryLanguage('/api/articles')],
    ['list', 'GET /success-stories', everyLanguage('/success-stories'), { html: true }],
    ['list', 'GET /insights', everyLanguage('/insights'), { html: true }],
    ['list', 'GET /impact', everyLanguage('/impact'), { html: true }],
    [
      'search',
      'GET /api/search?q=',
      searches((word, lang) => `/api/search?q=${word}&lang=${lang}`),
    ],
    [
      'search',
      'GET /search?q=',
      searches((word, lang) => prefixed(lang, `/search?q=${word}`)),
      { html: true },
    ],
    [
      'search',
      'GET /api/success-stories?q=',
      searches((word, lang) => `/api/success-stories?q=${word}&lang=${lang}`),
    ],
    ...['year-desc', 'year-asc', 'impact', 'alphabetical'].map((sort) => [
      'sector',
      `GET /api/success-stories?category=Education&sort=${sort}`,
      [1, 2, 3, 4, 5].flatMap((page) =>
        ['en', 'fr'].map(
          (lang) =>
            `/api/success-stories?category=Education&sort=${sort}&page=${page}&lang=${lang}`,
        ),
      ),
    ]),
    [
      'deep page',
      `GET /api/success-stories?page=${around[0]}…${around[around.length - 1]} (deepest)`,
      around.map((page) => `/api/success-stories?page=${page}`),
    ],
    ['story', 'GET /success-story/<slug>', site.storyPaths],
    ...site.sitemaps.map((path) => ['sitemap', `GET ${path}`, [path]]),
    ['feed', 'GET /feed.xml (9 languages)', everyLanguage('/feed.xml')],
  ].map(([kind, name, paths, extra]) => ({ kind, name, paths, html: extra?.html ?? false }));
}

/** The deepest page the issue asks for: 5,000, or the deepest that exists with fewer stories. */
const deepPageOf = (total, pageSize) => Math.max(1, Math.min(5000, Math.floor(total / pageSize)));

/** What a site's addresses depend on: its stories, its deepest page, its sitemap files. */
async function describe(site, db) {
  const response = await fetch(`${site.url}/api/success-stories`);
  if (!response.ok) throw new Error(`/api/success-stories answered ${response.status}`);
  const pageSize = Math.max(1, (await response.json()).length);
  const total = Number(response.headers.get(TOTAL_COUNT_HEADER));
  const slugs = (
    await db('success_stories').where('published', true).orderBy('id').select('slug')
  ).map((row) => row.slug);
  const step = Math.max(1, Math.floor(slugs.length / 60));
  const chosen = slugs.filter((_, i) => i % step === 0).slice(0, 60);
  const storyPaths = chosen.map((slug, i) =>
    prefixed(i % 3 === 0 ? LANGS[(i / 3) % 4] : 'en', `/success-story/${slug}`),
  );
  const index = await (await fetch(`${site.url}/sitemap.xml`)).text();
  const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const pick = (pattern) => files.find((path) => pattern.test(path));
  const sitemaps = [
    '/sitemap.xml',
    pick(/sitemap-pages/),
    pick(/sitemap-stories/),
    pick(/sitemap-articles/),
  ].filter(Boolean);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return { total, pageSize, lastPage, deepPage: deepPageOf(total, pageSize), storyPaths, sitemaps };
}

/** A single request taking longer than this counts as an error. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Every address of an answer once each, one at a time, before it is measured (answers no cache
 * holds yet): the largest body, the median and slowest time, errors. Each round then asks every
 * address once more before it is measured (askEach), so that the rounds compare what an answer
 * costs at each size, not how many distinct addresses each size rotates through: the story pages
 * are 13 on the demo content and 60 on the large set, and rendering 47 more pages inside a
 * measured second compared the cache's misses, not the table's size (what a first answer costs
 * is the `first` column, measured here).
 */
async function firstAnswers(site, answer) {
  let bytes = 0;
  let errors = 0;
  const times = [];
  for (const path of answer.paths) {
    const started = performance.now();
    try {
      const response = await fetch(`${site.url}${path}`, {
        redirect: 'manual',
        headers: { 'Accept-Encoding': 'identity' },
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const body = await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status >= 400) {
        errors += 1;
        console.error(`  ${site.label} ${path}: ${response.status}`);
      }
      bytes = Math.max(bytes, body.byteLength);
    } catch (error) {
      errors += 1;
      console.error(`  ${site.label} ${path}: ${error}`);
    }
  }
  return { bytes, errors, firstMs: median(times), firstMaxMs: Math.max(...times) };
}

/**
 * Each address once, one at a time, unmeasured, before a round: what the caches kept from the
 * round before may have expired (rendered pages are kept 5 s), and on a slow machine renewing 60
 * story pages inside the measured second measured the machine, not the table (0.34 in CI).
 */
async function askEach(site, paths) {
  for (const path of paths) {
    await fetch(`${site.url}${path}`, {
      redirect: 'manual',
      headers: { 'Accept-Encoding': 'br, gzip' },
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    })
      .then((response) => response.arrayBuffer())
      .catch(() => undefined);
  }
}

const loadPaths = (site, paths, duration) =>
  autocannon({
    url: site.url,
    connections,
    duration,
    pipelining: 1,
    // As browsers, crawlers and feed readers ask: the compressed answer the server keeps.
    headers: { 'Accept-Encoding': 'br, gzip' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });

/**
 * Addresses no answer measures, asked of each server for WARM_UP_SECONDS before the first
 * measured answer: the first rounds after a start otherwise measure the JIT compiling the
 * request path (the first answer's ratio swung from 0.5 to 1.2 between runs).
 */
const WARM_UP = ['/api/success-stories?page=2&sort=year-asc', '/api/articles?page=2', '/readyz'];
const WARM_UP_SECONDS = 2;

/** Ratios of every answer, measured small then large in each of ROUNDS rounds. */
async function measureAnswers(label, small, large) {
  for (const site of [small, large]) await loadPaths(site, WARM_UP, WARM_UP_SECONDS);
  const listSmall = answers(small);
  const listLarge = answers(large);
  const results = [];
  for (const [index, answer] of listSmall.entries()) {
    const answerLarge = listLarge[index];
    const firstSmall = await firstAnswers(small, answer);
    const firstLarge = await firstAnswers(large, answerLarge);
    const rps = { small: [], large: [] };
    let errors = firstSmall.errors + firstLarge.errors;
    for (let round = 0; round < ROUNDS; round += 1) {
      await askEach(small, answer.paths);
      const s = await loadPaths(small, answer.paths, SECONDS);
      await askEach(large, answerLarge.paths);
      const l = await loadPaths(large, answerLarge.paths, SECONDS);
      rps.small.push(s.requests.average);
      rps.large.push(l.requests.average);
      errors += errorsOf(s) + errorsOf(l);
    }
    const ratio = median(rps.large) / median(rps.small);
    const result = {
      ...answerLarge,
      small: median(rps.small),
      large: median(rps.large),
      ratio,
      errors,
      bytes: { small: firstSmall.bytes, large: firstLarge.bytes },
      firstMs: { small: firstSmall.firstMs, large: firstLarge.firstMs },
      firstMaxMs: { small: firstSmall.firstMaxMs, large: firstLarge.firstMaxMs },
    };
    results.push(result);
    console.log(
      `${label} ${answerLarge.name.padEnd(58)} ${result.small.toFixed(0).padStart(6)} → ${result.large
        .toFixed(0)
        .padStart(
          6,
        )} req/s  ratio ${ratio.toFixed(2)}  ${kb(result.bytes.small).padStart(9)} → ${kb(
        result.bytes.large,
      ).padStart(
        9,
      )}  first ${result.firstMs.small.toFixed(0)} → ${result.firstMs.large.toFixed(0)} ms (slowest ${result.firstMaxMs.large.toFixed(0)})  errors ${errors}  [${answer.paths.length} → ${answerLarge.paths.length} addresses]`,
    );
    if (ratio < MIN_RATIO) {
      fail(`${label} ${answerLarge.name}: ratio ${ratio.toFixed(2)} < ${MIN_RATIO}`);
    }
    if (errors > 0) fail(`${label} ${answerLarge.name}: ${errors} errors`);
    if (answer.html) {
      for (const size of ['small', 'large']) {
        if (result.bytes[size] >= MAX_HTML_BYTES) {
          fail(`${label} ${answerLarge.name} (${size}): ${kb(result.bytes[size])} of HTML`);
        }
      }
    }
  }
  return results;
}

/** Resident memory of a process now, in MB (Linux); 0 when it is gone. */
function rssMb(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/** Every address of every answer at once on the large set, sampling the server's RSS. */
async function mixedLoad(label, large) {
  const paths = answers(large).flatMap((answer) => answer.paths);
  const samples = [rssMb(large.pid)];
  const sampler = setInterval(() => samples.push(rssMb(large.pid)), 200);
  let result;
  try {
    result = await loadPaths(large, paths, MIXED_SECONDS);
  } finally {
    clearInterval(sampler);
  }
  samples.push(rssMb(large.pid));
  const peak = Math.max(...samples);
  console.log(
    `${label} mixed load, ${paths.length} addresses, ${MIXED_SECONDS} s: ${result.requests.average.toFixed(0)} req/s, errors ${errorsOf(result)}; server RSS before ${samples[0].toFixed(0)} MB, peak ${peak.toFixed(0)} MB, after ${samples[samples.length - 1].toFixed(0)} MB`,
  );
  if (errorsOf(result) > 0) fail(`${label} mixed load: ${errorsOf(result)} errors`);
  if (peak >= MAX_RSS_MB) fail(`${label} peak RSS ${peak.toFixed(0)} MB >= ${MAX_RSS_MB} MB`);
  return { peak, rps: result.requests.average, errors: errorsOf(result) };
}

/** A database of its own for one server: a SQLite file in a temporary folder, or on Postgres. */
async function makeDatabase(kind, name) {
  const dataDir = await mkdtemp(join(tmpdir(), `ia-scale-${name}-`));
  if (kind === 'sqlite') {
    return {
      dataDir,
      databaseUrl: '',
      config: { client: 'sqlite', filename: join(dataDir, 'ia.sqlite') },
      drop: () => rm(dataDir, { recursive: true, force: true }),
    };
  }
  const dbName = `ia_scale_${process.pid}_${name}`;
  const admin = knex({ client: 'pg', connection: options.postgres });
  await admin.raw('drop database if exists ??', [dbName]);
  await admin.raw('create database ??', [dbName]);
  await admin.destroy();
  const url = new URL(options.postgres);
  url.pathname = `/${dbName}`;
  return {
    dataDir,
    databaseUrl: url.href,
    config: { client: 'postgres', url: url.href },
    drop: async () => {
      const again = knex({ client: 'pg', connection: options.postgres });
      await again.raw('drop database if exists ?? with (force)', [dbName]);
      await again.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function postgresAnswers() {
  if (!options.postgres) return 'no --postgres URL or POSTGRES_URL given';
  const probe = knex({
    client: 'pg',
    connection: { connectionString: options.postgres, connectionTimeoutMillis: 3000 },
  });
  try {
    await probe.raw('select 1');
    return undefined;
  } catch (error) {
    return `Postgres at ${new URL(options.postgres).host} does not answer (${error.message})`;
  } finally {
    await probe.destroy();
  }
}

/** The longest the server may take to index the large set before the run gives up. */
const INDEX_TIMEOUT_MS = 30 * 60_000;

/** Until the server has taken in every queued item (its queue is empty). */
const waitForIndex = async (db) => {
  const started = performance.now();
  for (;;) {
    const [row] = await db('search_queue').count({ n: '*' });
    if (Number(row.n) === 0) return;
    if (performance.now() - started > INDEX_TIMEOUT_MS) {
      throw new Error(`the search index still had ${row.n} items queued after 30 minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

async function runOn(kind) {
  const label = kind === 'sqlite' ? '[SQLite]  ' : '[Postgres]';
  const cleanups = [];
  try {
    // Small: the demo content a fresh server seeds.
    const smallDb = await makeDatabase(kind, 'small');
    cleanups.push(smallDb.drop);
    const small = await startSite({ dataDir: smallDb.dataDir, databaseUrl: smallDb.databaseUrl });
    cleanups.push(small.stop);

    // Large: the same seeded start, then the generated set written beside it.
    const largeDb = await makeDatabase(kind, 'large');
    cleanups.push(largeDb.drop);
    const seeded = await startSite({ dataDir: largeDb.dataDir, databaseUrl: largeDb.databaseUrl });
    await seeded.stop();
    const db = openDb(largeDb.config);
    cleanups.push(() => db.destroy());
    const generated = await generate(db, { stories: STORIES, articles: ARTICLES });
    // As after any bulk import: the planner learns the tables' new sizes (Postgres's autovacuum
    // would within a minute or so; SQLite only when told).
    await db.raw('analyze');
    console.log(
      `${label} generated ${STORIES} stories in ${seconds(generated.storiesMs)} and ${ARTICLES} articles in ${seconds(generated.articlesMs)}`,
    );

    // First start on the large set: the server indexes the queued items for search.
    const indexing = await startSite({
      dataDir: largeDb.dataDir,
      databaseUrl: largeDb.databaseUrl,
    });
    const indexStart = performance.now() - indexing.startMs;
    await waitForIndex(db);
    const indexMs = performance.now() - indexStart;
    console.log(
      `${label} first start on the large set: /readyz after ${indexing.startMs.toFixed(0)} ms; search index built by the server in ${seconds(indexMs)}`,
    );
    await indexing.stop();

    // Cold start: a process on the large set (indexed), until /readyz and the first page.
    const large = await startSite({ dataDir: largeDb.dataDir, databaseUrl: largeDb.databaseUrl });
    cleanups.push(large.stop);
    const pageStarted = performance.now();
    const home = await fetch(`${large.url}/`);
    await home.arrayBuffer();
    const firstPageMs = large.startMs + (performance.now() - pageStarted);
    console.log(
      `${label} cold start with the large set: /readyz after ${large.startMs.toFixed(0)} ms, first page (/) ${home.status} after ${firstPageMs.toFixed(0)} ms`,
    );
    if (large.startMs >= MAX_COLD_START_MS) {
      fail(`${label} cold start ${large.startMs.toFixed(0)} ms >= ${MAX_COLD_START_MS} ms`);
    }
    if (home.status !== 200) fail(`${label} first page answered ${home.status}`);

    const smallDbHandle = openDb(smallDb.config);
    cleanups.push(() => smallDbHandle.destroy());
    Object.assign(small, { label: `${label} small`, ...(await describe(small, smallDbHandle)) });
    Object.assign(large, { label: `${label} large`, ...(await describe(large, db)) });
    console.log(
      `${label} small: ${small.total} stories; large: ${large.total} stories, page ${large.deepPage} of ${large.pageSize}; sitemap files ${large.sitemaps.join(' ')}`,
    );

    const results = await measureAnswers(label, small, large);
    const mixed = await mixedLoad(label, large);
    return { kind, results, mixed, coldStartMs: large.startMs, firstPageMs, indexMs, generated };
  } finally {
    for (const cleanup of cleanups.reverse()) {
      await cleanup().catch((error) => console.error(`cleanup: ${error}`));
    }
  }
}

console.log(
  `Scale benchmark: ${STORIES} stories and ${ARTICLES} articles (a third in fr, ar, sw) beside the demo content; ${ROUNDS} rounds of ${SECONDS} s per answer and size, ${connections} connections; targets: ratio >= ${MIN_RATIO}, list and search pages < 100 KB, cold start < 2 s, 0 errors, peak RSS < ${MAX_RSS_MB} MB`,
);
const kinds = options.only === 'postgres' ? [] : ['sqlite'];
if (options.only !== 'sqlite') {
  const whyNot = await postgresAnswers();
  if (whyNot) console.log(`Postgres skipped: ${whyNot}; SQLite only.`);
  else kinds.push('postgres');
}
const started = performance.now();
for (const kind of kinds) await runOn(kind);
console.log(`Done in ${seconds(performance.now() - started)}.`);
if (failures.length > 0) {
  console.error(`${failures.length} targets missed:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exitCode = 1;
} else {
  console.log('Every target met.');
}

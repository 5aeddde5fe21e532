// What the throughput benchmarks share (stories.mjs, pages.mjs): the minimum ratio, starting
// the built server and a bare node:http server each in its own process, and measuring them with
// autocannon from the calling process. Every server gets a core of its own on a 2-core machine
// only if the load generator is not in its process, hence one process each.
//
// A ratio compares measurements of one run, taken in rounds: in each round the bare server and
// then each of the others is measured for `duration` seconds, and a round's ratio is a server's
// req/s over the bare server's of that round. The ratio reported is the median of the rounds',
// so that a burst of load from other processes on this shared machine (seen to move a single
// 5-second figure by a quarter) weighs on one round, not on the result.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** A cached public GET must reach this share of the bare server's req/s (the bar). */
export const MIN_RATIO = 0.5;

export const duration = Math.min(30, Math.max(1, Number(process.env.BENCH_DURATION ?? 3)));
export const rounds = Math.min(20, Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5)));
export const connections = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 10));

const main = fileURLToPath(new URL('../dist/main.js', import.meta.url));

async function freePort() {
  const probe = createNetServer();
  await new Promise((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function waitFor(url, child) {
  for (let tries = 0; ; tries += 1) {
    if (child.exitCode !== null) throw new Error(`${url}: the process exited early`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    if (tries > 400) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function stopper(child) {
  return async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  };
}

/**
 * The built server in a process of its own, as deployed (`node dist/main.js`, production,
 * logging off) on a fresh SQLite database with the demo content. `readCache: false` starts it
 * with the public read cache off instead (every read queries SQLite), through `start()`, which
 * main.js calls too. `dataDir` (kept when it stops) and `databaseUrl` (Postgres) start it on a
 * database of the caller's instead; `startMs` is the time from the process's start until
 * /readyz answered 200.
 */
/** The heap limit `npm start` runs the server with (root package.json): the bench runs it so too. */
const DEPLOYED_NODE_ARGS =
  JSON.parse(
    readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
  ).scripts.start.match(/--max-old-space-size=\d+/g) ?? [];

export async function startSite({ readCache = true, dataDir: given, databaseUrl = '' } = {}) {
  const dataDir = given ?? (await mkdtemp(join(tmpdir(), 'ia-bench-')));
  const port = await freePort();
  const started = performance.now();
  const args = readCache
    ? [main]
    : [
        '--input-type=module',
        '-e',
        `const { parseConfig } = await import(${JSON.stringify(new URL('../dist/config.js', import.meta.url).href)});
         const { start } = await import(${JSON.stringify(new URL('../dist/main.js', import.meta.url).href)});
         const running = await start(parseConfig(process.env), { readCacheTtlMs: 0, production: true });
         process.once('SIGTERM', () => running.close().then(() => process.exit(0)));`,
      ];
  const child = spawn(
    process.execPath,
    [...DEPLOYED_NODE_ARGS, ...(process.env.BENCH_NODE_ARGS?.split(' ') ?? []), ...args].filter(
      Boolean,
    ),
    {
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'silent',
        NODE_ENV: 'production',
      },
      stdio: 'inherit',
    },
  );
  const stop = stopper(child);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/readyz`, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url,
    pid: child.pid,
    startMs: performance.now() - started,
    stop: async () => {
      await stop();
      if (!given) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bare server: the same status, type and body for every request, nothing else. */
const BARE = `
const { createServer } = require('node:http');
const { readFileSync } = require('node:fs');
const body = readFileSync(process.env.BODY_FILE);
createServer((req, res) => {
  res.writeHead(200, { 'Content-Type': process.env.BODY_TYPE });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
`;

/**
 * What `url` answers a client that asks for no compression (as autocannon does), then a bare
 * server in its own process answering those bytes with that Content-Type to every request.
 */
export async function startBare(url) {
  const response = await fetch(url, { headers: { 'Accept-Encoding': 'identity' } });
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  const body = Buffer.from(await response.arrayBuffer());
  const dir = await mkdtemp(join(tmpdir(), 'ia-bench-bare-'));
  const bodyFile = join(dir, 'body');
  await writeFile(bodyFile, body);
  const port = await freePort();
  const child = spawn(process.execPath, ['-e', BARE], {
    env: {
      ...process.env,
      PORT: String(port),
      BODY_FILE: bodyFile,
      BODY_TYPE: response.headers.get('content-type'),
    },
    stdio: 'inherit',
  });
  const stop = stopper(child);
  const bareUrl = `http://127.0.0.1:${port}${new URL(url).pathname}`;
  try {
    await waitFor(bareUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: bareUrl,
    pid: child.pid,
    bytes: body.length,
    type: response.headers.get('content-type'),
    stop: async () => {
      await stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

export const load = (url, seconds = duration) =>
  autocannon({ url, connections, duration: seconds, pipelining: 1 });

export const errorsOf = (result) => result.errors + result.non2xx;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One line of figures over the rounds: mean req/s, median p50 and p99, errors in all. */
export const row = (name, measured) =>
  `${name.padEnd(38)} ${(measured.reduce((sum, r) => sum + r.requests.average, 0) / measured.length).toFixed(0).padStart(7)} req/s   p50 ${String(median(measured.map((r) => r.latency.p50))).padStart(3)} ms   p99 ${String(median(measured.map((r) => r.latency.p99))).padStart(3)} ms   errors ${measured.reduce((sum, r) => sum + errorsOf(r), 0)}`;

/**
 * Measures the bare server and each of `others` in `rounds` rounds (after a second of warm-up
 * each), prints a line of figures for each and the ratio of each round, and returns for each
 * other server its measurements (`result`: the sum of errors, for the callers' checks) and its
 * median ratio.
 */
export async function compare(bare, others) {
  for (const { url } of [bare, ...others]) await load(url, 1);
  const bareRuns = [];
  const runs = others.map(() => []);
  for (let round = 0; round < rounds; round += 1) {
    bareRuns.push(await load(bare.url));
    for (const [index, other] of others.entries()) runs[index].push(await load(other.url));
  }
  console.log(row('bare node:http, same bytes', bareRuns));
  for (const [index, { name }] of others.entries()) console.log(row(name, runs[index]));
  return {
    bareRps: bareRuns.reduce((sum, r) => sum + r.requests.average, 0) / rounds,
    results: others.map(({ name }, index) => {
      const ratios = runs[index].map(
        (r, round) => r.requests.average / bareRuns[round].requests.average,
      );
      console.log(`${name}: ratio per round ${ratios.map((r) => r.toFixed(2)).join(' ')}`);
      return {
        name,
        result: { errors: runs[index].reduce((sum, r) => sum + errorsOf(r), 0), non2xx: 0 },
        ratio: median(ratios),
      };
    }),
  };
}

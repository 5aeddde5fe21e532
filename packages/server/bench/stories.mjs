// Benchmark: req/s of GET /api/success-stories against a bare Node http server answering the
// same JSON bytes, measured in the same run on 127.0.0.1. Run after the build:
//   npm run build -w @ia/shared -w @ia/server && npm run bench -w @ia/server
// Options (environment): BENCH_DURATION seconds per measurement (default 5, at most 30),
// BENCH_CONNECTIONS (default 10).
//
// The servers run in one child process (the same conditions for all); autocannon runs in this
// process so that load generation does not steal the servers' event loop. The API runs with
// request logging off on a fresh SQLite database holding the demo content, twice: as deployed
// (public reads kept in memory for 2 s) and with that cache off (every request queries SQLite).
// The bare server is measured before and after the API, and the ratio uses the mean of the two,
// so that load from other processes on the machine weighs on both sides alike.
import { fork } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const duration = Math.min(30, Math.max(1, Number(process.env.BENCH_DURATION ?? 5)));
const connections = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 10));
const path = '/api/success-stories';

if (process.argv[2] === '--serve') {
  await serve();
} else {
  await measure();
}

/** Child: the real server and the bare one, both on 127.0.0.1, until told to stop. */
async function serve() {
  const dist = new URL('../dist/', import.meta.url);
  const { parseConfig } = await import(new URL('config.js', dist).href);
  const { start } = await import(new URL('main.js', dist).href);
  const dataDir = await mkdtemp(join(tmpdir(), 'ia-bench-'));
  const config = parseConfig({
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'silent',
  });
  const running = await start(config);
  const uncached = await start(config, { readCacheTtlMs: 0 });
  const body = Buffer.from(await (await fetch(`${running.url}${path}`)).arrayBuffer());

  const bare = createServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' });
    res.end(body);
  });
  await new Promise((resolve) => bare.listen(0, '127.0.0.1', resolve));

  process.send({
    api: `${running.url}${path}`,
    uncached: `${uncached.url}${path}`,
    bare: `http://127.0.0.1:${bare.address().port}${path}`,
    bytes: body.length,
  });
  process.on('message', async () => {
    bare.close();
    await running.close();
    await uncached.close();
    await rm(dataDir, { recursive: true, force: true });
    process.exit(0);
  });
}

function run(url, seconds) {
  return autocannon({ url, connections, duration: seconds, pipelining: 1 });
}

/** Parent: warm up, measure each server in turn, print the figures and the ratio. */
async function measure() {
  const child = fork(fileURLToPath(import.meta.url), ['--serve'], { stdio: 'inherit' });
  const urls = await new Promise((resolve, reject) => {
    child.once('message', resolve);
    child.once('exit', (code) => reject(new Error(`server process exited with ${code}`)));
  });
  try {
    for (const url of [urls.api, urls.uncached, urls.bare]) {
      const check = await fetch(url);
      if (check.status !== 200) throw new Error(`${url} answered ${check.status}`);
      await check.arrayBuffer();
    }
    console.log(
      `GET ${path}: ${urls.bytes} bytes of JSON, ${connections} connections, ${duration} s each, 127.0.0.1`,
    );
    for (const url of [urls.bare, urls.api, urls.uncached]) await run(url, 1); // warm up
    const bareBefore = await run(urls.bare, duration);
    const api = await run(urls.api, duration);
    const uncached = await run(urls.uncached, duration);
    const bareAfter = await run(urls.bare, duration);
    const bareRps = (bareBefore.requests.average + bareAfter.requests.average) / 2;

    const row = (name, r) =>
      `${name.padEnd(36)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms   errors ${r.errors + r.non2xx}`;
    const ratio = (r) =>
      `${(r.requests.average / bareRps).toFixed(2)} (${((100 * r.requests.average) / bareRps).toFixed(0)}%)`;
    console.log(row('bare node:http, same JSON (before)', bareBefore));
    console.log(row('API as deployed (2 s read cache)', api));
    console.log(row('API, read cache off (SQLite query)', uncached));
    console.log(row('bare node:http, same JSON (after)', bareAfter));
    console.log(`bare mean: ${bareRps.toFixed(0)} req/s`);
    console.log(`ratio API / bare: ${ratio(api)}; with the read cache off: ${ratio(uncached)}`);
  } finally {
    child.send('stop');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

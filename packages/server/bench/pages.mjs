// Benchmark: req/s of a cached page (GET /, rendered on the server and kept per address) against
// a bare Node http server answering the same bytes, measured in the same run on 127.0.0.1.
// Run after the build:  npm run build && npm run bench:pages -w @ia/server
// Options (environment): BENCH_DURATION seconds per measurement (default 5, at most 30),
// BENCH_CONNECTIONS (default 10), BENCH_PATH (default /).
//
// Each server runs in its own process (the real one as deployed: `node dist/main.js`, logging
// off), and autocannon runs in this one, so that load generation steals neither server's event
// loop. The bare server is measured before and after the page, and the ratio uses the mean of
// the two, so that load from other processes on the machine weighs on both sides alike.
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const duration = Math.min(30, Math.max(1, Number(process.env.BENCH_DURATION ?? 5)));
const connections = Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 10));
const path = process.env.BENCH_PATH ?? '/';
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

const dataDir = await mkdtemp(join(tmpdir(), 'ia-bench-pages-'));
const sitePort = await freePort();
const barePort = await freePort();
const site = spawn(process.execPath, [main], {
  env: {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(sitePort),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'production',
  },
  stdio: 'inherit',
});
let bare;
try {
  const siteUrl = `http://127.0.0.1:${sitePort}${path}`;
  await waitFor(`http://127.0.0.1:${sitePort}/readyz`, site);
  // The page as a client without compression gets it (autocannon asks for none).
  const page = await fetch(siteUrl, { headers: { 'Accept-Encoding': 'identity' } });
  if (page.status !== 200) throw new Error(`${siteUrl} answered ${page.status}`);
  const body = Buffer.from(await page.arrayBuffer());
  const bodyFile = join(dataDir, 'page.html');
  await writeFile(bodyFile, body);
  bare = spawn(process.execPath, ['-e', BARE], {
    env: {
      ...process.env,
      PORT: String(barePort),
      BODY_FILE: bodyFile,
      BODY_TYPE: page.headers.get('content-type'),
    },
    stdio: 'inherit',
  });
  const bareUrl = `http://127.0.0.1:${barePort}${path}`;
  await waitFor(bareUrl, bare);

  const run = (url, seconds) => autocannon({ url, connections, duration: seconds, pipelining: 1 });
  console.log(
    `GET ${path}: ${body.length} bytes of HTML, ${connections} connections, ${duration} s each, 127.0.0.1, each server in its own process`,
  );
  await run(bareUrl, 1); // warm up
  await run(siteUrl, 1);
  const bareBefore = await run(bareUrl, duration);
  const cached = await run(siteUrl, duration);
  const bareAfter = await run(bareUrl, duration);
  const bareRps = (bareBefore.requests.average + bareAfter.requests.average) / 2;
  const row = (name, r) =>
    `${name.padEnd(34)} ${r.requests.average.toFixed(0).padStart(7)} req/s   p50 ${String(r.latency.p50).padStart(3)} ms   p99 ${String(r.latency.p99).padStart(3)} ms   errors ${r.errors + r.non2xx}`;
  console.log(row('bare node:http, same bytes (before)', bareBefore));
  console.log(row('cached page, as deployed', cached));
  console.log(row('bare node:http, same bytes (after)', bareAfter));
  if (cached.errors + cached.non2xx > 0) throw new Error('the page answered errors under load');
  console.log(`ratio page / bare: ${(cached.requests.average / bareRps).toFixed(2)}`);
} finally {
  bare?.kill();
  site.kill('SIGTERM');
  await new Promise((resolve) => site.once('exit', resolve));
  await rm(dataDir, { recursive: true, force: true });
}

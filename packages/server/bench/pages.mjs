// Benchmark: req/s and p99 latency of a cached page (GET /, rendered on the server and kept per
// address) against a bare Node http server answering the same bytes, measured in the same run
// on 127.0.0.1. Run after the build:  npm run build && npm run bench:pages -w @ia/server
// Options (environment): BENCH_DURATION seconds per measurement (default 3, at most 30), BENCH_ROUNDS (default 5),
// BENCH_CONNECTIONS (default 10), BENCH_PATH (default /).
//
// Each server runs in its own process (the real one as deployed, logging off) and autocannon in
// this one (throughput.mjs). Exits 1 when the page reaches less than MIN_RATIO of the bare
// server, or when any request failed; scripts/budgets.mjs runs it in CI.
import {
  compare,
  connections,
  duration,
  rounds,
  errorsOf,
  MIN_RATIO,
  startBare,
  startSite,
} from './throughput.mjs';

const path = process.env.BENCH_PATH ?? '/';
const stops = [];
let failed = false;
try {
  const site = await startSite();
  stops.push(site.stop);
  // The page as a client without compression gets it (autocannon asks for none).
  const bare = await startBare(`${site.url}${path}`);
  stops.push(bare.stop);
  console.log(
    `GET ${path}: ${bare.bytes} bytes of ${bare.type}, ${connections} connections, ${rounds} rounds of ${duration} s each, 127.0.0.1, each server in its own process`,
  );
  const [page] = (
    await compare(bare, [{ name: 'cached page, as deployed', url: `${site.url}${path}` }])
  ).results;
  console.log(`ratio page / bare: ${page.ratio.toFixed(2)} (at least ${MIN_RATIO})`);
  if (errorsOf(page.result) > 0) {
    console.error(`the page answered ${errorsOf(page.result)} errors under load`);
    failed = true;
  }
  if (page.ratio < MIN_RATIO) {
    console.error(`the cached page ${path} is under ${MIN_RATIO} of bare Node`);
    failed = true;
  }
} finally {
  for (const stop of stops.reverse()) await stop();
}
process.exitCode = failed ? 1 : 0;

// Benchmark: req/s and p99 latency of GET /api/success-stories against a bare Node http server
// answering the same JSON bytes, measured in the same run on 127.0.0.1. Run after the build:
//   npm run build -w @ia/shared -w @ia/server && npm run bench -w @ia/server
// Options (environment): BENCH_DURATION seconds per measurement (default 3, at most 30), BENCH_ROUNDS (default 5),
// BENCH_CONNECTIONS (default 10), BENCH_NODE_ARGS (e.g. `--cpu-prof`, for the API processes).
//
// The API runs twice, each in its own process: as deployed (public reads kept in memory for
// 2 s) and with that cache off (every request queries SQLite). The bare server runs in a third
// and autocannon in this one (throughput.mjs). Exits 1 when the cached GET reaches less than
// MIN_RATIO of the bare server, or when any request failed; scripts/budgets.mjs runs it in CI.
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

const path = '/api/success-stories';
const stops = [];
let failed = false;
try {
  const cached = await startSite();
  stops.push(cached.stop);
  const uncached = await startSite({ readCache: false });
  stops.push(uncached.stop);
  const bare = await startBare(`${cached.url}${path}`);
  stops.push(bare.stop);
  console.log(
    `GET ${path}: ${bare.bytes} bytes of ${bare.type}, ${connections} connections, ${rounds} rounds of ${duration} s each, 127.0.0.1, each server in its own process`,
  );
  const { results } = await compare(bare, [
    { name: 'API as deployed (2 s read cache)', url: `${cached.url}${path}` },
    { name: 'API, read cache off (SQLite query)', url: `${uncached.url}${path}` },
  ]);
  const [api, noCache] = results;
  console.log(
    `ratio API / bare: ${api.ratio.toFixed(2)} (at least ${MIN_RATIO}); with the read cache off: ${noCache.ratio.toFixed(2)}`,
  );
  for (const { name, result } of results) {
    if (errorsOf(result) > 0) {
      console.error(`${name}: ${errorsOf(result)} requests failed under load`);
      failed = true;
    }
  }
  if (api.ratio < MIN_RATIO) {
    console.error(`the cached GET ${path} is under ${MIN_RATIO} of bare Node`);
    failed = true;
  }
} finally {
  for (const stop of stops.reverse()) await stop();
}
process.exitCode = failed ? 1 : 0;

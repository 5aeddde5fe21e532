// Benchmark: our middlewares against the npm libraries that do the same job, each in a minimal
// Koa app that differs from the other side's only in that middleware. Run after the builds:
//   npm run build && npm run bench:middleware -w @ia/server
// Options (environment): BENCH_DURATION seconds per measurement (default 0.6, at most 30),
// BENCH_ROUNDS (default 7), BENCH_CONNECTIONS (default 10), BENCH_STATIC_FILE (a file of the
// site's browser build, relative to it; default the largest script under assets/), BENCH_JOBS
// (some of headers, compress, etag, static, comma-separated; default all), BENCH_VERBOSE=1 (the
// figures of every round, too).
//
// The jobs, ours first, then the library (dev dependencies of @ia/server, for this comparison
// only):
// - security headers: securityHeaders({ https: false }) / koa-helmet with its defaults;
// - CORS, a GET from another origin and a preflight: cors() with a rule for the path / @koa/cors
//   with origin '*' and the same methods, allowed and exposed headers and max age as ours;
// - compression of an answer sent again with the same ETag, as the server sends a kept API
//   answer (Accept-Encoding br, gzip; then gzip alone): compress() / koa-compress with its
//   defaults (brotli quality 4, gzip level 6: the levels ours uses for answers built in memory);
// - ETag and 304 of one JSON object answered again and again, plain and with If-None-Match:
//   createPublicAnswers().middleware / koa-conditional-get + @koa/etag (the maintained name of
//   koa-etag), whose handler sets the same Cache-Control;
// - a static file of the built site, without Accept-Encoding and with br, gzip: staticFiles() and
//   createFileSender() / koa-static (max age a year, immutable) + koa-conditional-get + @koa/etag
//   + koa-compress, which is what it takes to have ETags and compression (the site's build has no
//   precompressed .br/.gz files for koa-send to find).
// "alone" is a third app with the handler only, no middleware: what Koa and the handler cost, so
// that a middleware's own cost is its figure minus that one. For the headers it answers the same
// bytes; for the ETag it answers the object as a route without any ETag middleware would (Koa
// turns it into JSON for each request).
//
// The JSON is the real answer of GET /api/success-stories: the built server is started on a
// fresh SQLite database with the demo content (throughput.mjs) and asked once. The handlers
// answer those bytes (a Buffer, Content-Type set, as the server sends a kept answer), or for the
// ETag job the object parsed from them, the same object each time.
//
// Each app runs in a process of its own (this file with --serve) and autocannon in this one, so
// that on a 2-core machine the server has a core to itself. A measurement is the server
// process's CPU time (process.cpuUsage, user + system, its threads included: zlib and fs work
// run in libuv's pool) over the requests autocannon completed, and those requests over the
// seconds. The apps of a request are measured in rounds, one after the other (the order is
// reversed every other round), after a second of warm-up each (half a second for an app already
// warmed on another request); an app's figure is the median of its rounds, and a middleware's
// own cost the median of its app's figure minus the app alone's of the same round. Compare
// figures within one run: on a shared machine the level moves from one run to the next, and a
// difference of a few µs a request is within the noise. The whole run takes about two minutes.
//
// Before measuring, one request to each side checks that both answer the same status and the
// same body (decompressed), and that the headers that are the job are there on both sides (or
// the same); every other header that differs is printed. Exits 1 when a check fails.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFile, readdir, stat, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import { connections, startSite } from './throughput.mjs';

const duration = Math.min(30, Math.max(0.2, Number(process.env.BENCH_DURATION ?? 0.6)));
const rounds = Math.min(30, Math.max(1, Number(process.env.BENCH_ROUNDS ?? 7)));
// Warm-up of an app before its first measurement, and before it is measured on another request.
const WARM_UP_SECONDS = { first: 1, again: 0.5 };

const PATH = '/api/success-stories';
const ORIGIN = 'https://partner.example';
const siteDir = fileURLToPath(new URL('../../site/dist/client', import.meta.url));
const thisFile = fileURLToPath(import.meta.url);

/** The request headers our cors() allows, and the response headers it exposes (cors.ts). */
const ALLOWED_HEADERS = ['Content-Type', 'Accept', 'Accept-Language', 'X-Request-Id'];
const EXPOSED_HEADERS = ['X-Total-Count', 'X-Request-Id', 'Retry-After', 'ETag'];

/** The middlewares of an app, the last one answering. */
async function middlewaresOf(app) {
  const bodyBytes = await readFile(process.env.BENCH_BODY_FILE);
  const { JSON_TYPE, weakEtag, PUBLIC_MAX_AGE, PUBLIC_STALE_WHILE_REVALIDATE } =
    await import('../dist/middleware/http-cache.js');
  const sendBytes = (ctx) => {
    ctx.set('Content-Type', JSON_TYPE);
    ctx.body = bodyBytes;
  };
  const etag = weakEtag(bodyBytes);
  const sendKept = (ctx) => {
    ctx.set('Content-Type', JSON_TYPE);
    ctx.set('ETag', etag);
    ctx.body = bodyBytes;
  };
  const object = JSON.parse(bodyBytes.toString());
  const cacheControl = `public, max-age=${PUBLIC_MAX_AGE}, stale-while-revalidate=${PUBLIC_STALE_WHILE_REVALIDATE}`;
  const sendObject = (ctx) => {
    ctx.set('Cache-Control', cacheControl);
    ctx.body = object;
  };
  const lib = async (name) => (await import(name)).default;
  const ours = (name) => import(`../dist/middleware/${name}.js`);
  switch (app) {
    case 'bytes alone':
      return [sendBytes];
    case 'securityHeaders':
      return [(await ours('security-headers')).securityHeaders({ https: false }), sendBytes];
    case 'koa-helmet':
      return [(await lib('koa-helmet'))(), sendBytes];
    case 'cors':
      return [(await ours('cors')).cors([{ prefix: PATH, methods: ['GET', 'HEAD'] }]), sendBytes];
    case '@koa/cors':
      return [
        (await lib('@koa/cors'))({
          origin: '*',
          allowMethods: ['GET', 'HEAD', 'OPTIONS'],
          allowHeaders: ALLOWED_HEADERS,
          exposeHeaders: EXPOSED_HEADERS,
          maxAge: 86400,
        }),
        sendBytes,
      ];
    case 'compress':
      return [(await ours('compress')).compress(), sendKept];
    case 'koa-compress':
      return [(await lib('koa-compress'))(), sendKept];
    case 'createPublicAnswers':
      return [
        (await ours('http-cache')).createPublicAnswers().middleware,
        (ctx) => {
          ctx.body = object;
        },
      ];
    case '@koa/etag':
      return [(await lib('koa-conditional-get'))(), (await lib('@koa/etag'))(), sendObject];
    case 'object alone':
      return [sendObject];
    case 'staticFiles':
      return [
        (await ours('static-files')).staticFiles({
          siteDir,
          embedDir: join(siteDir, 'no-embed'),
          sendFile: (await ours('send-file')).createFileSender(),
        }),
      ];
    case 'koa-static':
      return [
        (await lib('koa-compress'))(),
        (await lib('koa-conditional-get'))(),
        (await lib('@koa/etag'))(),
        (await lib('koa-static'))(siteDir, { maxage: 365 * 24 * 3600 * 1000, immutable: true }),
      ];
    default:
      throw new Error(`no app ${app}`);
  }
}

const CLIENT_GONE = new Set(['ECONNRESET', 'EPIPE', 'ERR_STREAM_PREMATURE_CLOSE']);

/** The child: one app on a free port, which it reports, then its CPU time whenever asked. */
async function serve(name) {
  const { default: Koa } = await import('koa');
  const app = new Koa();
  // A client that goes away in the middle of an answer (autocannon, at the end of a
  // measurement) is no error of the app; anything else is printed.
  app.on('error', (error) => {
    if (!CLIENT_GONE.has(error.code)) console.error(error);
  });
  for (const middleware of await middlewaresOf(name)) app.use(middleware);
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  process.on('message', (message) => {
    if (message === 'cpu') process.send({ cpu: process.cpuUsage() });
  });
  process.on('disconnect', () => process.exit(0));
  process.send({ port: server.address().port });
}

async function startApp(name, env) {
  const child = spawn(process.execPath, [thisFile, '--serve', name], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const [first] = await Promise.race([
    once(child, 'message'),
    once(child, 'exit').then(() => {
      throw new Error(`${name}: the process exited early`);
    }),
  ]);
  return {
    name,
    url: `http://127.0.0.1:${first.port}`,
    cpu: async () => {
      const reply = once(child, 'message');
      child.send('cpu');
      const [{ cpu }] = await reply;
      return cpu.user + cpu.system;
    },
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.disconnect();
      await exited;
    },
  };
}

/** One request, its raw bytes and headers (fetch would decompress the body). */
function send(url, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent: false }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('error', reject);
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        resolve({
          status: res.statusCode,
          headers: res.headers,
          bytes: body.length,
          body:
            encoding === 'br'
              ? brotliDecompressSync(body)
              : encoding === 'gzip'
                ? gunzipSync(body)
                : body,
        });
      });
    });
    req.on('error', reject);
    req.end();
  });
}

/** Headers of the connection or the framing, not of the answer. */
const TRANSPORT = new Set([
  'date',
  'connection',
  'keep-alive',
  'content-length',
  'transfer-encoding',
]);

/**
 * Compares one answer of each side: status and body must be the same, the `same` headers
 * equal and the `present` ones there on both sides. Returns the failures, and as notes every
 * other header that differs.
 */
function differences(row, ours, library) {
  const failures = [];
  const notes = [];
  if (ours.status !== library.status) {
    failures.push(`status: ours ${ours.status}, library ${library.status}`);
  }
  if (!ours.body.equals(library.body)) {
    failures.push(
      `body: ours ${ours.body.length} bytes, library ${library.body.length}, not equal`,
    );
  }
  for (const name of row.same ?? []) {
    if (ours.headers[name] !== library.headers[name]) {
      failures.push(`${name}: ours ${ours.headers[name]}, library ${library.headers[name]}`);
    }
  }
  for (const name of row.present ?? []) {
    if (ours.headers[name] === undefined || library.headers[name] === undefined) {
      failures.push(`${name}: ours ${ours.headers[name]}, library ${library.headers[name]}`);
    }
  }
  const names = new Set([...Object.keys(ours.headers), ...Object.keys(library.headers)]);
  for (const name of [...names].sort()) {
    if (TRANSPORT.has(name) || (row.same ?? []).includes(name)) continue;
    const [a, b] = [ours.headers[name], library.headers[name]];
    if (a === b) continue;
    notes.push(
      a === undefined
        ? `only library: ${name}: ${b}`
        : b === undefined
          ? `only ours: ${name}: ${a}`
          : `${name}: ours ${a} | library ${b}`,
    );
  }
  if (ours.bytes !== library.bytes) {
    notes.push(`bytes on the wire: ours ${ours.bytes}, library ${library.bytes}`);
  }
  return { failures, notes };
}

// autocannon ends a run on its next sample after `duration`: a sample every 100 ms, not every
// second, so that a run takes the time it is given.
const loadOf = (url, { method = 'GET', headers }, seconds) =>
  autocannon({
    url,
    method,
    headers,
    connections,
    duration: seconds,
    pipelining: 1,
    sampleInt: 100,
  });

/** CPU µs per request and req/s of one app; throws on an answer of another status. */
async function measure(app, url, request) {
  const before = await app.cpu();
  const result = await loadOf(url, request, duration);
  const cpu = (await app.cpu()) - before;
  const total = result.requests.total;
  const unexpected =
    result.errors +
    result.timeouts +
    Object.entries(result.statusCodeStats)
      .filter(([status]) => Number(status) !== request.status)
      .reduce((sum, [, { count }]) => sum + count, 0);
  if (unexpected > 0 || total === 0) {
    throw new Error(`${app.name} ${url}: ${unexpected} of ${total} requests failed`);
  }
  return { usPerRequest: cpu / total, rps: total / result.duration };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function largestScript() {
  const assets = join(siteDir, 'assets');
  let best;
  for (const name of await readdir(assets).catch(() => [])) {
    if (!name.endsWith('.js')) continue;
    const { size } = await stat(join(assets, name));
    if (!best || size > best.size) best = { rel: `assets/${name}`, size };
  }
  if (!best) throw new Error(`no script in ${assets}: run npm run build -w @ia/site`);
  return best.rel;
}

/**
 * What is measured: for each request, the apps measured together in the same rounds, and the
 * rows of the table made from them (ours, the library, maybe the app alone), each with the
 * headers that must be the same (`same`) or there (`present`) on both sides.
 */
function jobsFor(file) {
  const json = { path: PATH, status: 200 };
  const asset = { path: `/${file}`, status: 200 };
  const fileHeaders = {
    same: ['content-type'],
    present: ['etag', 'last-modified', 'cache-control'],
  };
  const compressed = { same: ['content-type', 'content-encoding', 'vary', 'etag'] };
  return [
    {
      job: 'headers',
      // The same request for both rows (an Origin does not matter to the security headers).
      request: { ...json, headers: { Origin: ORIGIN } },
      apps: ['securityHeaders', 'koa-helmet', 'cors', '@koa/cors', 'bytes alone'],
      rows: [
        {
          name: 'security headers',
          ours: 'securityHeaders',
          library: 'koa-helmet',
          alone: 'bytes alone',
          same: ['content-type'],
          present: ['x-content-type-options', 'referrer-policy', 'content-security-policy'],
        },
        {
          name: 'CORS, GET from another origin',
          ours: 'cors',
          library: '@koa/cors',
          alone: 'bytes alone',
          same: ['content-type', 'access-control-allow-origin'],
          present: ['access-control-expose-headers'],
        },
      ],
    },
    {
      job: 'headers',
      request: {
        path: PATH,
        method: 'OPTIONS',
        status: 204,
        headers: { Origin: ORIGIN, 'Access-Control-Request-Method': 'GET' },
      },
      apps: ['cors', '@koa/cors'],
      rows: [
        {
          name: 'CORS, preflight',
          ours: 'cors',
          library: '@koa/cors',
          same: ['access-control-allow-origin', 'access-control-max-age'],
          present: ['access-control-allow-methods', 'access-control-allow-headers'],
        },
      ],
    },
    ...[
      ['br', 'br, gzip'],
      ['gzip', 'gzip'],
    ].map(([name, accept]) => ({
      job: 'compress',
      request: { ...json, headers: { 'Accept-Encoding': accept } },
      apps: ['compress', 'koa-compress'],
      rows: [
        { name: `compression, ${name}`, ours: 'compress', library: 'koa-compress', ...compressed },
      ],
    })),
    {
      job: 'etag',
      request: json,
      apps: ['createPublicAnswers', '@koa/etag', 'object alone'],
      rows: [
        {
          name: 'ETag, 200',
          ours: 'createPublicAnswers',
          library: '@koa/etag',
          alone: 'object alone',
          same: ['content-type', 'cache-control'],
          present: ['etag'],
        },
      ],
    },
    {
      job: 'etag',
      // Each side is sent the ETag it answered.
      request: { ...json, status: 304, ifNoneMatch: true },
      apps: ['createPublicAnswers', '@koa/etag'],
      rows: [
        {
          name: 'ETag, If-None-Match: 304',
          ours: 'createPublicAnswers',
          library: '@koa/etag',
          same: ['cache-control'],
          present: ['etag'],
        },
      ],
    },
    {
      job: 'static',
      request: asset,
      apps: ['staticFiles', 'koa-static'],
      rows: [
        {
          name: 'static file, identity',
          ours: 'staticFiles',
          library: 'koa-static',
          ...fileHeaders,
        },
      ],
    },
    {
      job: 'static',
      request: { ...asset, headers: { 'Accept-Encoding': 'br, gzip' } },
      apps: ['staticFiles', 'koa-static'],
      rows: [
        {
          name: 'static file, br',
          ours: 'staticFiles',
          library: 'koa-static',
          ...fileHeaders,
          same: [...fileHeaders.same, 'content-encoding', 'vary'],
        },
      ],
    },
  ];
}

function print(table, checks) {
  const column = (values, digits) =>
    values.map((value) => (value === undefined ? '' : value.toFixed(digits)).padStart(8)).join('');
  const sides = ['ours', 'library', 'alone'];
  console.log(
    `\n${''.padEnd(30)}${'CPU µs/request'.padEnd(24)}${'own µs/request'.padEnd(16)}${'req/s'.padStart(8)}`,
  );
  console.log(
    `${'job'.padEnd(30)}${sides.map((s) => s.padStart(8)).join('')}${['ours', 'library'].map((s) => s.padStart(8)).join('')}${sides.map((s) => s.padStart(8)).join('')}`,
  );
  for (const r of table) {
    const bySide = (key) => sides.map((side) => r[side]?.[key]);
    console.log(
      `${r.name.padEnd(30)}${column(bySide('usPerRequest'), 1)}${column([r.oursOwn, r.libraryOwn], 1)}${column(bySide('rps'), 0)}`,
    );
  }
  console.log(
    "Medians of the rounds. alone: Koa and the handler without either middleware; own: a middleware's figure minus that one, of the same round.",
  );
  console.log('\nThe same job? One answer of each side compared:');
  for (const { name, failures, notes } of checks) {
    console.log(`${name}: ${failures.length === 0 ? 'same status and body' : 'NOT THE SAME'}`);
    for (const line of failures) console.log(`  DIFFERENT ${line}`);
    for (const line of notes) console.log(`  ${line}`);
  }
}

async function main() {
  const stops = [];
  try {
    // The real answer of the API, as a client that asks for no compression gets it.
    const site = await startSite();
    const response = await fetch(`${site.url}${PATH}`, {
      headers: { 'Accept-Encoding': 'identity' },
    });
    const body = Buffer.from(await response.arrayBuffer());
    await site.stop();
    if (response.status !== 200) throw new Error(`${PATH} answered ${response.status}`);
    const dir = await mkdtemp(join(tmpdir(), 'ia-bench-middleware-'));
    stops.push(() => rm(dir, { recursive: true, force: true }));
    const bodyFile = join(dir, 'body.json');
    await writeFile(bodyFile, body);
    const file = process.env.BENCH_STATIC_FILE ?? (await largestScript());
    const fileSize = (await stat(join(siteDir, file))).size;
    console.log(
      `JSON: GET ${PATH}, ${body.length} bytes; static file: /${file}, ${fileSize} bytes. ${connections} connections, ${rounds} rounds of ${duration} s per app, 127.0.0.1, each app in its own process`,
    );

    const only = process.env.BENCH_JOBS?.split(',');
    const jobs = jobsFor(file).filter(({ job }) => !only || only.includes(job));
    const running = new Map();
    const table = [];
    const checks = [];
    for (const [index, { request: base, apps, rows }] of jobs.entries()) {
      await Promise.all(
        apps
          .filter((name) => !running.has(name))
          .map(async (name) => {
            const app = await startApp(name, { BENCH_BODY_FILE: bodyFile });
            running.set(name, app);
            stops.push(app.stop);
          }),
      );
      // The request of each app (with If-None-Match, the ETag that app answers).
      const requests = new Map();
      for (const name of apps) {
        const { url } = running.get(name);
        let headers = { ...base.headers };
        if (base.ifNoneMatch) {
          const first = await send(`${url}${base.path}`, { headers });
          headers = { ...headers, 'If-None-Match': first.headers.etag };
        }
        requests.set(name, { ...base, headers });
      }
      for (const row of rows) {
        const [ours, library] = await Promise.all(
          [row.ours, row.library].map((name) =>
            send(`${running.get(name).url}${base.path}`, requests.get(name)),
          ),
        );
        checks.push({ name: row.name, ...differences(row, ours, library) });
      }

      for (const name of apps) {
        const app = running.get(name);
        await loadOf(
          `${app.url}${base.path}`,
          requests.get(name),
          WARM_UP_SECONDS[app.used ? 'again' : 'first'],
        );
        app.used = true;
      }
      const runs = new Map(apps.map((name) => [name, []]));
      for (let round = 0; round < rounds; round += 1) {
        for (const name of round % 2 === 0 ? apps : [...apps].reverse()) {
          const app = running.get(name);
          runs.get(name).push(await measure(app, `${app.url}${base.path}`, requests.get(name)));
        }
      }
      if (process.env.BENCH_VERBOSE) {
        for (const [name, measured] of runs) {
          console.log(
            `${base.method ?? 'GET'} ${JSON.stringify(base.headers ?? {})} ${name}: µs/request ${measured.map((r) => r.usPerRequest.toFixed(1)).join(' ')}; req/s ${measured.map((r) => r.rps.toFixed(0)).join(' ')}`,
          );
        }
      }
      const figures = (name) =>
        name && {
          usPerRequest: median(runs.get(name).map((r) => r.usPerRequest)),
          rps: median(runs.get(name).map((r) => r.rps)),
        };
      // A middleware's own cost: its app's figure minus the app alone's, of the same round.
      const own = (name, alone) =>
        alone &&
        median(
          runs.get(name).map((r, round) => r.usPerRequest - runs.get(alone)[round].usPerRequest),
        );
      for (const row of rows) {
        table.push({
          name: row.name,
          ours: figures(row.ours),
          library: figures(row.library),
          alone: figures(row.alone),
          oursOwn: own(row.ours, row.alone),
          libraryOwn: own(row.library, row.alone),
        });
      }
      // An app no later request needs is stopped.
      const later = new Set(jobs.slice(index + 1).flatMap((job) => job.apps));
      for (const [name, app] of running) {
        if (later.has(name)) continue;
        await app.stop();
        running.delete(name);
      }
    }

    print(table, checks);
    if (checks.some(({ failures }) => failures.length > 0)) {
      console.error('the two sides differ in status, body or a header of the job');
      process.exitCode = 1;
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
  }
}

if (process.argv[2] === '--serve') await serve(process.argv[3]);
else await main();

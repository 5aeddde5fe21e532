import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import {
  request as httpRequest,
  type Agent,
  type IncomingHttpHeaders,
  type OutgoingHttpHeaders,
  type Server,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { processEnv } from './processes/env.js';
import { randomBytes } from 'node:crypto';
import { createApp } from '../src/app.js';
import { parseConfig, type Config } from '../src/config.js';
import { loadDemoContentIfEmpty } from '../src/db/demo/load.js';
import { loadSeedContent } from '../src/db/seed/load.js';
import { createContentEditingService } from '../src/services/content-editing.js';
import { createDb, type Db } from '../src/db/knex.js';
import { migrateLatest } from '../src/db/migrations/index.js';
import { createHttpServer } from '../src/main.js';
import { createRepositories } from '../src/db/repositories/index.js';
import { silentLogger, type Logger } from '../src/logger.js';
import { setUpFirstAdmin } from '../src/services/auth.js';
import { createRedisRateLimitStore } from '../src/db/repositories/rate-limits-redis.js';
import type { RateLimits } from '../src/services/index.js';
import { createStorage, type MediaStorage } from '../src/storage/index.js';
import {
  createConfiguredNewsletterSender,
  createConfiguredSender,
  type NewsletterSenderOptions,
  type SenderOptions,
} from '../src/mail/index.js';

/** Postgres when DATABASE_URL is set (postgres://…), else a SQLite file in a temp DATA_DIR. */
export const databaseUrl = process.env.DATABASE_URL;
export const onPostgres = databaseUrl !== undefined && databaseUrl !== '';

export interface TestServer {
  url: string;
  db: Db;
  config: Config;
  dataDir: string;
  /** Postgres schema of this server ('' on SQLite). */
  schema: string;
  /** The media stores of this server (local under dataDir, or S3 with STORAGE_DRIVER=s3 in env). */
  storage: MediaStorage;
  close(): Promise<void>;
}

export interface TestServerOptions {
  /** Load the demo content (default true). */
  seed?: boolean;
  /** Variables on top of the test defaults (STORAGE_DRIVER=s3 + S3_*: see s3.ts). */
  env?: Record<string, string>;
  now?: () => Date;
  /** Limits other than the defaults, counted in the database (or Redis with REDIS_URL in env). */
  rateLimits?: Partial<RateLimits>;
  /** Where the app logs (silent by default). */
  logger?: Logger;
  /**
   * The outbox sender's timing (SMTP_URL in `env` sends to that server); by default a quick
   * poll and short retries, so tests with a mail server wait seconds, not minutes.
   */
  mail?: SenderOptions;
  /** The newsletter sender's timing (NEWSLETTER_RATE in `env` sets its pace). */
  newsletter?: Partial<NewsletterSenderOptions>;
}

/** Waits until `check` answers true (every 50 ms), or fails after `timeoutMs`. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The sender's timing in API tests: e-mails go out within a few hundred milliseconds. */
export const TEST_MAIL_OPTIONS: SenderOptions = {
  pollMs: 100,
  retryBaseMs: 200,
  retryMaxMs: 1000,
  leaseMs: 5000,
};

/**
 * A real server on 127.0.0.1 and an ephemeral port, with its own database: a SQLite file in a
 * fresh temp DATA_DIR, or a fresh Postgres schema (created here, dropped on close), so test
 * files and repeated runs never see each other's rows. Media goes through the configured
 * storage driver: local disk under the temp DATA_DIR by default.
 */
export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(join(tmpdir(), 'ia-api-test-'));
  const config = parseConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SITE_DIR: join(dataDir, 'no-site'),
    EMBED_DIR: join(dataDir, 'no-embed'),
    LOG_LEVEL: 'silent',
    ...options.env,
  });

  let schema = '';
  if (config.database.client === 'postgres') {
    schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = createDb(config.database);
    await admin.raw('create schema ??', [schema]);
    await admin.destroy();
  }
  const db = createDb(config.database, schema ? { searchPath: [schema] } : {});
  await migrateLatest(db);
  // As at start: ADMIN_EMAIL + ADMIN_PASSWORD in `env` create the first admin.
  await setUpFirstAdmin({
    users: createRepositories(db).users,
    admin: config.admin,
    logger: silentLogger,
  });
  const storage = createStorage(config);
  if (options.seed ?? true) {
    const repositories = createRepositories(db);
    await loadDemoContentIfEmpty({
      repositories,
      storage: storage.originals,
      logger: silentLogger,
    });
    await loadSeedContent({
      repositories,
      content: createContentEditingService({ repositories, onChange: () => {} }),
      originals: storage.originals,
      variants: storage.variants,
      siteDir: config.siteDir,
      logger: silentLogger,
      settings: { contactEmail: config.contactEmail },
    });
  }

  // Made here (not by the app) so that close() can close it.
  const rateLimitStore =
    config.redis && createRedisRateLimitStore({ ...config.redis, logger: silentLogger });
  const outboxSender = createConfiguredSender({
    config,
    outbox: createRepositories(db).outbox,
    logger: options.logger ?? silentLogger,
    options: { ...TEST_MAIL_OPTIONS, ...options.mail },
    now: options.now,
  });
  outboxSender.start();
  const newsletterSender = createConfiguredNewsletterSender({
    config,
    newsletter: createRepositories(db).newsletter,
    logger: options.logger ?? silentLogger,
    options: { pollMs: 100, ...TEST_MAIL_OPTIONS, ...options.newsletter },
    now: options.now,
  });
  newsletterSender.start();
  const app = createApp({
    config,
    db,
    storage,
    logger: options.logger ?? silentLogger,
    now: options.now,
    rateLimits: options.rateLimits,
    rateLimitStore,
    outboxSender,
    newsletterSender,
  });
  // The server main.ts makes, so requests Node cannot parse are answered as in production.
  const server: Server = createHttpServer(app.callback());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    db,
    config,
    dataDir,
    schema,
    storage,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await outboxSender.close();
      await newsletterSender.close();
      await rateLimitStore?.close();
      await db.destroy().catch(() => undefined);
      storage.close();
      if (schema) {
        const admin = createDb(config.database);
        await admin.raw('drop schema if exists ?? cascade', [schema]);
        await admin.destroy();
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The JSON body of an error answer, checked to have the contract's shape. */
export async function errorOf(
  response: Response,
): Promise<{ code: string; message: string; fields?: Record<string, string> }> {
  const body = (await response.json()) as {
    error?: { code: string; message: string; fields?: Record<string, string> };
  };
  if (
    !body.error ||
    typeof body.error.code !== 'string' ||
    typeof body.error.message !== 'string'
  ) {
    throw new Error(`Not an error body: ${JSON.stringify(body)}`);
  }
  return body.error;
}

export const postJson = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });

/**
 * A revalidation as a browser's HTTP cache sends it: If-None-Match without `Cache-Control:
 * no-cache`. (fetch() adds `no-cache` to requests that carry their own conditional headers,
 * which asks the server for a full answer; an explicit max-age=0 keeps it from doing so.)
 */
export const revalidate = (url: string, etag: string, headers: Record<string, string> = {}) =>
  fetch(url, { headers: { 'If-None-Match': etag, 'Cache-Control': 'max-age=0', ...headers } });

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent, decompressed when it came with Content-Encoding gzip, deflate or br. */
  body: Buffer;
  text: string;
}

export interface RawRequestInit {
  method?: string;
  headers?: OutgoingHttpHeaders;
  body?: Buffer | string;
  /** A keep-alive agent to share sockets; none (a fresh connection) by default. */
  agent?: Agent | false;
  /**
   * Close the sending half of the connection after the body (the client stops sending but still
   * reads the answer): with a Content-Length larger than the body, the server sees the body cut.
   */
  halfClose?: boolean;
  /** Rejects when no whole answer came within this time (default 15 s). */
  timeoutMs?: number;
}

/**
 * One request with node:http, which, unlike fetch, sends any method (TRACE, PROPFIND, made-up
 * ones), any path (`..` and odd escapes as written), any Content-Length and Content-Encoding,
 * and no headers of its own but Host.
 */
export function rawRequest(url: string, init: RawRequestInit = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    // The path exactly as written: the URL parser would resolve `..` and re-encode.
    const { hostname, port, origin } = new URL(url);
    const req = httpRequest(
      {
        hostname,
        port,
        path: url.slice(origin.length) || '/',
        method: init.method ?? 'GET',
        headers: init.headers,
        agent: init.agent ?? false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', reject);
        res.on('end', () => {
          let body: Buffer = Buffer.concat(chunks);
          try {
            body = decode(body, String(res.headers['content-encoding'] ?? ''));
          } catch (error) {
            reject(new Error(`the answer is not ${res.headers['content-encoding']}: ${error}`));
            return;
          }
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body,
            text: body.toString('utf8'),
          });
        });
      },
    );
    req.setTimeout(init.timeoutMs ?? 15_000, () =>
      req.destroy(new Error(`no answer within ${init.timeoutMs ?? 15_000} ms`)),
    );
    req.on('error', reject);
    if (init.halfClose) {
      req.on('socket', (socket) => req.on('finish', () => socket.end()));
    }
    req.end(init.body);
  });
}

function decode(body: Buffer, encoding: string): Buffer {
  if (body.length === 0) return body;
  if (encoding === 'gzip') return gunzipSync(body);
  if (encoding === 'deflate') return inflateSync(body);
  if (encoding === 'br') return brotliDecompressSync(body);
  return body;
}

/**
 * A Postgres address whose connections use `schema` (libpq's `options`, which pg reads): a
 * server process, which takes its database from DATABASE_URL only, then keeps to that schema.
 */
export function withSearchPath(url: string, schema: string): string {
  const address = new URL(url);
  address.searchParams.set('options', `-c search_path=${schema}`);
  return address.toString();
}

export interface ServerProcess {
  /** e.g. http://127.0.0.1:41234 */
  url: string;
  child: ChildProcess;
  /** Resolves when the process has ended, with how. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What the process wrote (its log lines), for a failure message. */
  output(): string;
}

const processes = fileURLToPath(new URL('./processes/', import.meta.url));
const mainModule = fileURLToPath(new URL('../src/main.ts', import.meta.url));

/**
 * The server as it runs in production: `src/main.ts` as the entry script of a Node process (so
 * `main()` reads the environment and handles SIGTERM), run from the TypeScript sources (see
 * processes/typescript-hooks.mjs: no build needed). Resolves once it logs that it listens.
 * `env` is all it gets besides PATH and HOME (nothing of this shell's configuration).
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = fork(mainModule, [], {
    execArgv: ['--import', join(processes, 'register-typescript.mjs')],
    env: { ...processEnv(), LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const url = await new Promise<string>((resolve, reject) => {
    let line = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      line += chunk.toString();
      const listening = /"message":"listening".*?"url":"([^"]+)"/.exec(line);
      if (listening) resolve(listening[1]!);
    });
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    void exited.then(({ code, signal }) =>
      reject(
        new Error(`the server process ended (${code ?? signal}) before it listened:\n${output}`),
      ),
    );
  });
  return { url, child, exited, output: () => output };
}

export interface TestProcess {
  url: string;
  /** Stops it as SIGTERM does (the last batches written), then deletes its DATA_DIR unless kept. */
  close(options?: { keepData?: boolean }): Promise<void>;
  /** Ends it at once (SIGKILL), as a crash does: nothing more is written. */
  kill(): Promise<void>;
}

/**
 * One server process (processes/server-process.ts: `start()` of src/main.ts, no demo content),
 * configured by `env` alone (TEST_SCHEMA: its Postgres schema); resolves once it listens,
 * rejects with its output if it exits. `dataDir` starts it on a DATA_DIR used before (a
 * restart); by default a fresh one.
 */
export async function startTestProcess(
  env: Record<string, string>,
  dataDir?: string,
): Promise<TestProcess> {
  const dir = dataDir ?? (await mkdtemp(join(tmpdir(), 'ia-process-test-')));
  const child: ChildProcess = fork(join(processes, 'server-process.ts'), [], {
    execArgv: ['--import', join(processes, 'register-typescript.mjs')],
    // Only what the test sets: nothing of this shell's own configuration (REDIS_URL, S3_…).
    env: { ...processEnv(dir), ...env },
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message) => resolve((message as { url: string }).url));
    void exited.then(() => reject(new Error(`the server process exited:\n${output}`)));
  });
  const running = () => child.exitCode === null && child.signalCode === null;
  return {
    url,
    async close({ keepData = false } = {}) {
      if (running()) {
        child.send('close');
        const killed = setTimeout(() => child.kill('SIGKILL'), 15_000);
        await exited;
        clearTimeout(killed);
      }
      if (!keepData) await rm(dir, { recursive: true, force: true });
    },
    async kill() {
      if (running()) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}

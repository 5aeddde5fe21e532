import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { randomBytes } from 'node:crypto';
import { createApp } from '../src/app.js';
import { parseConfig, type Config } from '../src/config.js';
import { loadDemoContentIfEmpty } from '../src/db/demo/load.js';
import { createDb, type Db } from '../src/db/knex.js';
import { migrateLatest } from '../src/db/migrations/index.js';
import { createRepositories } from '../src/db/repositories/index.js';
import { silentLogger, type Logger } from '../src/logger.js';
import { setUpFirstAdmin } from '../src/services/auth.js';
import { createRedisRateLimitStore } from '../src/db/repositories/rate-limits-redis.js';
import type { RateLimits } from '../src/services/index.js';
import { createStorage, type MediaStorage } from '../src/storage/index.js';

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
}

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
    await loadDemoContentIfEmpty({
      repositories: createRepositories(db),
      storage: storage.originals,
      logger: silentLogger,
    });
  }

  // Made here (not by the app) so that close() can close it.
  const rateLimitStore =
    config.redis && createRedisRateLimitStore({ ...config.redis, logger: silentLogger });
  const app = createApp({
    config,
    db,
    storage,
    logger: options.logger ?? silentLogger,
    now: options.now,
    rateLimits: options.rateLimits,
    rateLimitStore,
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
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

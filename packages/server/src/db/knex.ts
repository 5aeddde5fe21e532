import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import knex, { type Knex } from 'knex';
import type { Config } from '../config.js';
import { assertStorable } from './unstorable.js';

export type Db = Knex;

export interface DbOptions {
  /** Postgres schemas to use (the first one receives the tables). Tests use one per file. */
  searchPath?: string[];
}

/** A connection to Postgres must be made within this time. */
export const DB_CONNECT_TIMEOUT_MS = 3000;
/** A statement must be answered within this time (the application's take milliseconds). */
export const DB_QUERY_TIMEOUT_MS = 5000;
/** A request waits this long at most for a free connection of the pool. */
export const DB_ACQUIRE_TIMEOUT_MS = 5000;

/**
 * Most values one query binds in an `IN (…)` list: far under SQLite's limit on bound variables
 * (32,766) and Postgres's (65,535), whatever else the query binds.
 */
export const IN_LIST_MAX = 500;

/**
 * Knex's own console messages: a connection that could not be made or was lost is said once per
 * request by the error handler (dependencies.ts) already, not again on the console for each
 * connection attempt. Deprecations still show.
 */
const KNEX_LOG = {
  warn: () => {},
  error: () => {},
  debug: () => {},
  deprecate: (method: string, alternative: string) =>
    process.emitWarning(`Knex: ${method} is deprecated, use ${alternative}`),
};

/**
 * The Knex instance: SQLite file in DATA_DIR by default, Postgres with DATABASE_URL.
 *
 * SQLite connections run with WAL (readers never block the writer), a busy timeout (a writer
 * waits for the lock instead of failing), synchronous FULL (an acknowledged write survives a power
 * cut, not only a process crash) and foreign keys on. Every call has a timeout (above): a
 * database down or hung answers 503 within seconds (dependencies.ts), never a hang.
 */
export function createDb(database: Config['database'], options: DbOptions = {}): Db {
  if (database.client === 'postgres') {
    return knex({
      client: guarded('pg'),
      connection: {
        connectionString: database.url,
        // A server that does not answer (down, or hung) fails the request in seconds: a 503.
        connectionTimeoutMillis: DB_CONNECT_TIMEOUT_MS,
        query_timeout: DB_QUERY_TIMEOUT_MS,
      },
      searchPath: options.searchPath,
      acquireConnectionTimeout: DB_ACQUIRE_TIMEOUT_MS,
      log: KNEX_LOG,
      pool: { min: 0, max: 10 },
    });
  }
  mkdirSync(dirname(database.filename), { recursive: true });
  return knex({
    client: guarded('sqlite3'),
    connection: { filename: database.filename },
    useNullAsDefault: true,
    acquireConnectionTimeout: DB_ACQUIRE_TIMEOUT_MS,
    log: KNEX_LOG,
    pool: {
      min: 1,
      // Several connections so reads run in parallel (WAL lets readers work beside the one
      // writer; a second writer waits on the busy timeout). Every write of the application is
      // a single statement or a transaction that writes first, so none can dead-lock upgrading
      // a read lock.
      max: 4,
      afterCreate(connection: SqliteConnection, done: (error: Error | null) => void) {
        connection.exec(
          [
            'PRAGMA busy_timeout = 5000',
            'PRAGMA journal_mode = WAL',
            'PRAGMA synchronous = FULL',
            'PRAGMA foreign_keys = ON',
          ].join(';'),
          done,
        );
      },
    },
  });
}

/**
 * No connection could be had from the pool: the database refused it (down, shutting down, not
 * accepting connections during maintenance, too many clients…), did not answer, or the pool
 * waited too long for a free one. Whatever the driver's code, the database is unavailable
 * (dependencies.ts answers 503 with Retry-After); the driver's error is the cause.
 */
export class DatabaseConnectionError extends Error {
  override name = 'DatabaseConnectionError';
  constructor(cause: unknown) {
    super(
      `Could not get a database connection: ${cause instanceof Error ? cause.message : String(cause)}`,
      { cause },
    );
  }
}

type KnexClient = typeof knex.Client;
const require = createRequire(import.meta.url);
const dialects = require('knex/lib/dialects/index.js') as {
  getDialectByNameOrAlias(name: string): KnexClient;
};
const guardedClients = new Map<string, KnexClient>();

/**
 * Knex's client for `name` with one rule added where every statement passes, transactions
 * included: text the database cannot store is refused before it is sent (db/unstorable.ts), the
 * same on SQLite and Postgres. And a connection the pool could not give, for any reason, is a
 * DatabaseConnectionError.
 */
function guarded(name: 'pg' | 'sqlite3'): KnexClient {
  let client = guardedClients.get(name);
  if (!client) {
    const Dialect = dialects.getDialectByNameOrAlias(name);
    client = class extends Dialect {
      override query(connection: unknown, query: unknown): Promise<unknown> {
        assertStorable(typeof query === 'object' ? (query as { bindings?: unknown }).bindings : []);
        return super.query(connection, query) as Promise<unknown>;
      }

      override async acquireConnection(): Promise<unknown> {
        try {
          return await (super.acquireConnection() as Promise<unknown>);
        } catch (error) {
          throw new DatabaseConnectionError(error);
        }
      }
    };
    guardedClients.set(name, client);
  }
  return client;
}

interface SqliteConnection {
  exec(sql: string, callback: (error: Error | null) => void): void;
}

export const isPostgres = (db: Db): boolean => {
  const { dialect } = db.client as { dialect?: unknown };
  return dialect === 'postgresql';
};

/** Timestamps come back as Date (Postgres) or as the ISO text we stored (SQLite). */
export function toIso(value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number') return new Date(value).toISOString();
  return new Date(String(value)).toISOString();
}

/** Counts come back as numbers (SQLite) or as strings (Postgres bigint). */
export const toCount = (value: unknown): number => Number(value ?? 0);

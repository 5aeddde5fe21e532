import { DatabaseConnectionError } from './db/knex.js';
import { RateLimitStoreUnavailableError } from './db/repositories/rate-limits.js';
import { StorageUnavailableError } from './storage/errors.js';

/** What the server depends on that can be down or hung (and /readyz names). */
export type Dependency = 'database' | 'storage' | 'rate-limits' | 'disk';

/** How long a client is asked to wait before trying again, in seconds. */
export const RETRY_AFTER_SECONDS: Record<Dependency, number> = {
  database: 5,
  storage: 5,
  'rate-limits': 5,
  disk: 60,
};

/** What the visitor is told, per dependency. */
export const UNAVAILABLE_MESSAGES: Record<Dependency, string> = {
  database: 'The database is not reachable',
  storage: 'The media storage is not reachable',
  'rate-limits': 'Please try again in a few moments',
  disk: 'The server cannot store anything just now: its disk is full',
};

/** Node's errors of a connection that could not be made, or was lost or timed out. */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNABORTED',
]);
/** No room left on the disk (or the account's quota), from Node or SQLite. */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT', 'SQLITE_FULL']);
/** SQLite: the file is locked past the busy timeout, or cannot be read or written. */
const SQLITE_UNAVAILABLE = new Set([
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_IOERR',
  'SQLITE_CANTOPEN',
]);
/**
 * Postgres SQLSTATEs of a server that is not there for us: connection exceptions (08…), the
 * server shutting down or starting (57P01-57P03), too many connections (53300), a statement
 * cancelled by its timeout (57014), out of disk (53100: disk full).
 */
const PG_UNAVAILABLE = /^(08...|57P0[1-3]|53300|57014)$/;
/** pg's and knex's own words for a connection lost, never made or waited for too long. */
const DATABASE_MESSAGES =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Knex: Timeout acquiring a connection|Unable to acquire a connection|Client has encountered a connection error|Query read timeout|the database system is (shutting down|starting up)/i;

function codeOf(error: unknown): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Which dependency an error says is down, hung or full, or undefined for anything else (a bug,
 * answered 500). The one place that reads drivers' errors for it: the error handler answers
 * these 503 (507 for a full disk) with Retry-After.
 */
export function unavailableDependency(error: unknown): Dependency | undefined {
  if (error instanceof StorageUnavailableError) {
    return isDiskFull(error.cause) ? 'disk' : 'storage';
  }
  if (error instanceof RateLimitStoreUnavailableError) return 'rate-limits';
  if (isDiskFull(error)) return 'disk';
  // Any failure to get a connection, whatever its code (a database not accepting connections is
  // SQLSTATE 55000, like other states that are bugs when a statement meets them).
  if (error instanceof DatabaseConnectionError) return 'database';
  if (typeof error !== 'object' || error === null) return undefined;
  const code = codeOf(error);
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'KnexTimeoutError') return 'database';
  if (code !== undefined && (CONNECTION_CODES.has(code) || SQLITE_UNAVAILABLE.has(code))) {
    return 'database';
  }
  if (code !== undefined && PG_UNAVAILABLE.test(code)) return 'database';
  if (typeof message === 'string' && DATABASE_MESSAGES.test(message)) return 'database';
  // An error wrapping the real one (AggregateError of pg's connection attempts, a cause).
  const { cause, errors } = error as { cause?: unknown; errors?: unknown };
  if (cause !== undefined && cause !== error) return unavailableDependency(cause);
  if (Array.isArray(errors) && errors.length > 0) return unavailableDependency(errors[0]);
  return undefined;
}

/** No room left to write: ENOSPC or EDQUOT from the file system, SQLITE_FULL, Postgres 53100. */
export function isDiskFull(error: unknown): boolean {
  const code = codeOf(error);
  if (code !== undefined && (DISK_FULL_CODES.has(code) || code === '53100')) return true;
  const { message, cause } = (error ?? {}) as { message?: unknown; cause?: unknown };
  if (
    typeof message === 'string' &&
    /\b(ENOSPC|SQLITE_FULL)\b|No space left on device/.test(message)
  ) {
    return true;
  }
  return cause !== undefined && cause !== error && isDiskFull(cause);
}

import type Router from '@koa/router';
import { unavailable } from '../errors.js';
import type { Logger } from '../logger.js';

/** How long each dependency may take to answer /readyz. */
export const READY_TIMEOUT_MS = 2000;

export interface ReadinessChecks {
  /** A trivial query. */
  database: () => Promise<void>;
  /** The media storage: HeadBucket with S3 (aborted at the timeout), nothing on local disk. */
  storage: (signal: AbortSignal) => Promise<void>;
  /** The rate-limit store when it is Redis (REDIS_URL): a PING. */
  rateLimits?: () => Promise<void>;
}

/** Runs `check`, rejecting after `ms` (and aborting its signal then). */
async function within(ms: number, check: (signal: AbortSignal) => Promise<void>): Promise<void> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(controller.signal),
      new Promise((_, reject) => {
        timer = setTimeout(() => {
          controller.abort();
          reject(new Error(`no answer within ${ms} ms`));
        }, ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz: the process answers. GET /readyz: the database, the media storage and Redis
 * (when rate limits are kept there) answer too, checked at once, each within READY_TIMEOUT_MS;
 * otherwise 503 saying which one did not (without Redis, contact messages and sign-ins are
 * refused, so a process that cannot reach it is not ready).
 */
export function healthRoutes(router: Router, checks: ReadinessChecks, logger: Logger): void {
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { rateLimits } = checks;
    const [database, storage, limits] = await Promise.allSettled([
      within(READY_TIMEOUT_MS, () => checks.database()),
      within(READY_TIMEOUT_MS, checks.storage),
      rateLimits && within(READY_TIMEOUT_MS, () => rateLimits()),
    ]);
    if (database.status === 'rejected') {
      logger.warn('database not reachable', { error: String(database.reason) });
      throw unavailable('The database is not reachable');
    }
    if (storage.status === 'rejected') {
      logger.warn('media storage not reachable', { error: String(storage.reason) });
      throw unavailable('The media storage is not reachable');
    }
    if (limits.status === 'rejected') {
      logger.warn('rate-limit store not reachable', { error: String(limits.reason) });
      throw unavailable('The rate-limit store (Redis) is not reachable');
    }
    ctx.body = { status: 'ready' };
  });
}

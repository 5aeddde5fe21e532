import type Router from '@koa/router';
import { ERROR_CODES } from '@ia/shared';
import { isDiskFull, RETRY_AFTER_SECONDS, type Dependency } from '../dependencies.js';
import { ApiError } from '../errors.js';
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
  /** A small file written to DATA_DIR, synced and removed (files.ts probeWrite). */
  disk: () => Promise<void>;
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

/** What /readyz says of each dependency that failed its check. */
const NOT_READY: Record<Dependency, string> = {
  database: 'The database is not reachable',
  storage: 'The media storage is not reachable',
  'rate-limits': 'The rate-limit store (Redis) is not reachable',
  disk: 'The disk cannot be written to',
};

/**
 * GET /healthz: the process answers. GET /readyz: the database, the media storage, Redis (when
 * rate limits are kept there) and the disk (a write probe in DATA_DIR) answer too, checked at
 * once, each within READY_TIMEOUT_MS (a hung S3 or database counts as down); otherwise 503 with
 * Retry-After, its message naming every one that did not, and `fields` saying for each whether it
 * refused, did not answer in time (hung) or is full (the disk). Without Redis, contact messages and sign-ins are refused, so a process
 * that cannot reach it is not ready.
 */
export function healthRoutes(router: Router, checks: ReadinessChecks, logger: Logger): void {
  router.get('/healthz', (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { status: 'ok' };
  });

  router.get('/readyz', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const { rateLimits } = checks;
    const results = await Promise.allSettled([
      within(READY_TIMEOUT_MS, () => checks.database()),
      within(READY_TIMEOUT_MS, checks.storage),
      rateLimits ? within(READY_TIMEOUT_MS, () => rateLimits()) : Promise.resolve(),
      within(READY_TIMEOUT_MS, () => checks.disk()),
    ]);
    const names: Dependency[] = ['database', 'storage', 'rate-limits', 'disk'];
    const down: Partial<Record<Dependency, string>> = {};
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') return;
      const dependency = names[index]!;
      const reason: unknown = result.reason;
      // Said in fixed words: a driver's message may name internal addresses (it is logged).
      down[dependency] =
        dependency === 'disk' && isDiskFull(reason)
          ? 'The disk is full'
          : reason instanceof Error && reason.message.startsWith('no answer within')
            ? `No answer within ${READY_TIMEOUT_MS} ms`
            : 'Not reachable';
      logger.warn(`${dependency} not ready`, { error: String(reason) });
    });
    const failed = Object.keys(down) as Dependency[];
    if (failed.length > 0) {
      const messages = failed.map((dependency) =>
        dependency === 'disk' && down.disk === 'The disk is full'
          ? 'The disk is full'
          : NOT_READY[dependency],
      );
      throw new ApiError(503, ERROR_CODES.unavailable, messages.join('; '), {
        fields: down as Record<string, string>,
        headers: {
          'Retry-After': String(Math.min(...failed.map((name) => RETRY_AFTER_SECONDS[name]))),
        },
      });
    }
    ctx.body = { status: 'ready' };
  });
}

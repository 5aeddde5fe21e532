import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger.js';
import { setHeader } from './headers.js';

const INCOMING_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** A request's id: the caller's X-Request-Id when it looks sane, else a new UUID. */
export const requestIdOf = (incoming: string | undefined): string =>
  incoming !== undefined && INCOMING_ID.test(incoming) ? incoming : randomUUID();

/** The one line logged per request once it is answered (health checks at debug level). */
export function logRequest(
  logger: Logger,
  started: bigint,
  request: { id: string; method: string; path: string; status: number },
): void {
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  const fields = { ...request, ms: Math.round(ms * 10) / 10 };
  if (request.path === '/healthz' || request.path === '/readyz') logger.debug('request', fields);
  else logger.info('request', fields);
}

/**
 * Gives every request an id (`requestIdOf`), returns it in X-Request-Id and logs one line per
 * request when it is done. (A public read replayed before Koa does the same: http-cache.ts.)
 */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const id = requestIdOf(ctx.get('X-Request-Id') || undefined);
    ctx.state.requestId = id;
    setHeader(ctx, 'X-Request-Id', id);
    try {
      await next();
    } finally {
      logRequest(logger, started, { id, method: ctx.method, path: ctx.path, status: ctx.status });
    }
  };
}

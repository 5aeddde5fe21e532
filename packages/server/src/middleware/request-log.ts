import { randomUUID } from 'node:crypto';
import type { Middleware } from 'koa';
import type { Logger } from '../logger.js';
import { setHeader } from './headers.js';

const INCOMING_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Gives every request an id (the caller's X-Request-Id when it looks sane, else a new UUID),
 * returns it in X-Request-Id and logs one line per request when it is done.
 */
export function requestLog(logger: Logger): Middleware {
  return async (ctx, next) => {
    const started = process.hrtime.bigint();
    const incoming = ctx.get('X-Request-Id');
    const id = INCOMING_ID.test(incoming) ? incoming : randomUUID();
    ctx.state.requestId = id;
    setHeader(ctx, 'X-Request-Id', id);
    try {
      await next();
    } finally {
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      const fields = {
        id,
        method: ctx.method,
        path: ctx.path,
        status: ctx.status,
        ms: Math.round(ms * 10) / 10,
      };
      if (ctx.path === '/healthz' || ctx.path === '/readyz') logger.debug('request', fields);
      else logger.info('request', fields);
    }
  };
}

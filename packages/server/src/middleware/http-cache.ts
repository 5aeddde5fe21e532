import { createHash } from 'node:crypto';
import type { Middleware } from 'koa';

/** Seconds a public API answer may be reused, and served stale while it is revalidated. */
export const PUBLIC_MAX_AGE = 60;
export const PUBLIC_STALE_WHILE_REVALIDATE = 300;

export const weakEtag = (data: string | Buffer): string =>
  `W/"${createHash('sha1').update(data).digest('base64url')}"`;

/**
 * For public GETs of JSON: a short shared cache lifetime plus stale-while-revalidate, and an
 * ETag from the body so that a revalidation (If-None-Match) is answered 304 without a body.
 */
export function publicJsonCache(
  maxAge = PUBLIC_MAX_AGE,
  staleWhileRevalidate = PUBLIC_STALE_WHILE_REVALIDATE,
): Middleware {
  const cacheControl = `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 200 || ctx.body === undefined || ctx.body === null) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    const json = typeof ctx.body === 'string' ? ctx.body : JSON.stringify(ctx.body);
    ctx.set('Cache-Control', cacheControl);
    ctx.set('ETag', weakEtag(json));
    ctx.body = json;
    ctx.type = 'application/json';
    if (ctx.fresh) ctx.status = 304;
  };
}

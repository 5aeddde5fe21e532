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
  // The services answer repeated reads with the same object (read cache): serialise and hash
  // each object once.
  const serialised = new WeakMap<object, { json: string; etag: string }>();
  return async (ctx, next) => {
    await next();
    if (ctx.status !== 200 || ctx.body === undefined || ctx.body === null) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    let entry = typeof ctx.body === 'object' ? serialised.get(ctx.body) : undefined;
    if (!entry) {
      const json = typeof ctx.body === 'string' ? ctx.body : JSON.stringify(ctx.body);
      entry = { json, etag: weakEtag(json) };
      if (typeof ctx.body === 'object') serialised.set(ctx.body, entry);
    }
    ctx.set('Cache-Control', cacheControl);
    ctx.set('ETag', entry.etag);
    ctx.body = entry.json;
    ctx.type = 'application/json';
    if (ctx.fresh) ctx.status = 304;
  };
}

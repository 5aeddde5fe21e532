import { createHash } from 'node:crypto';
import type { Context, Middleware } from 'koa';
import { isCurrentRead } from '../services/read-cache.js';
import { setHeader } from './headers.js';

/** Seconds a public API answer may be reused, and served stale while it is revalidated. */
export const PUBLIC_MAX_AGE = 60;
export const PUBLIC_STALE_WHILE_REVALIDATE = 300;

export const weakEtag = (data: string | Buffer): string =>
  `W/"${createHash('sha1').update(data).digest('base64url')}"`;

/** Content-Type of JSON answers, whole, so Koa has no media type to look up per request. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** A public answer as it is sent again: its bytes and the headers its route set. */
interface KeptAnswer {
  /** What the read cache returned and the answer was made from: kept while it is current. */
  read: object;
  headers: [string, string][];
  body: Buffer;
}

/** Whether the request asks for a 304 at all (Koa's ctx.fresh copies every header to tell). */
const isConditional = (ctx: Context): boolean =>
  ctx.req.headers['if-none-match'] !== undefined ||
  ctx.req.headers['if-modified-since'] !== undefined;

/** How many addresses keep an answer (query strings vary): the oldest are dropped first. */
const MAX_KEPT_ANSWERS = 500;

/**
 * The body of a public read's answer, made from `read`, the object a read cache returned
 * (services/read-cache.ts). While that read is current, the answer is sent again as it is.
 */
export function answerFromRead(ctx: Context, read: object, body: unknown): void {
  ctx.state.publicRead = read;
  ctx.body = body;
}

/**
 * Public GETs of JSON (lists and details of stories and articles), in two parts:
 *
 * - `middleware`, on each such route: a short shared cache lifetime plus
 *   stale-while-revalidate, and an ETag from the body so that a revalidation (If-None-Match) is
 *   answered 304 without a body. Each object the services return is turned into bytes and
 *   hashed once. When the route made its answer from a read cache's result (`answerFromRead`),
 *   the answer is kept for its address: its bytes and the headers the route set.
 * - `send`, before the router: answers a GET or HEAD from the answer kept for its address, as
 *   long as the read it was made from is current (`isCurrentRead`: the read cache's own rule,
 *   so an answer is never older than the read cache lets a read be, and a write that clears the
 *   cache ends it too). The rest of the chain (request id, security headers, CORS, compression)
 *   runs as for any answer.
 *
 * Measured with bench/stories.mjs on GET /api/success-stories (5.4 KB), CPU per request of the
 * server process: about 68 µs through router, handler and service with every cached part
 * reused, 32 µs sent from the kept answer, 11 µs for the bare server. Bytes rather than the JSON
 * text: a 5.4 KB text with characters beyond Latin-1 costs 16 µs a request to encode on the way
 * out.
 *
 * Not @koa/etag (koa-etag) with koa-conditional-get: for every request they turn the object into
 * JSON and hash it, and Koa turns it into JSON once more to send it. In bench/middleware.mjs, the
 * same 5.4 KB object answered again and again, a 200 took 29.6 and 42.6 µs of CPU with this
 * middleware (two runs) against 107.6 and 140.4 µs with them, and 54.5 and 61.2 µs with no ETag
 * at all (Koa's own JSON for each request); a 304 took 30.8 and 24.8 µs against 79.5 and 78.5.
 */
export function createPublicAnswers(
  maxAge = PUBLIC_MAX_AGE,
  staleWhileRevalidate = PUBLIC_STALE_WHILE_REVALIDATE,
) {
  const cacheControl = `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
  const serialised = new WeakMap<object, { body: Buffer; etag: string }>();
  const kept = new Map<string, KeptAnswer>();

  const keep = (url: string, answer: KeptAnswer) => {
    kept.delete(url);
    kept.set(url, answer);
    if (kept.size > MAX_KEPT_ANSWERS) kept.delete(kept.keys().next().value!);
  };

  const middleware: Middleware = async (ctx, next) => {
    const before = ctx.response.headers;
    await next();
    if (ctx.status !== 200 || ctx.body === undefined || ctx.body === null) return;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return;
    let entry = typeof ctx.body === 'object' ? serialised.get(ctx.body) : undefined;
    if (!entry) {
      const body = Buffer.from(typeof ctx.body === 'string' ? ctx.body : JSON.stringify(ctx.body));
      entry = { body, etag: weakEtag(body) };
      if (typeof ctx.body === 'object') serialised.set(ctx.body, entry);
    }
    setHeader(ctx, 'Cache-Control', cacheControl);
    setHeader(ctx, 'ETag', entry.etag);
    setHeader(ctx, 'Content-Type', JSON_TYPE);
    ctx.body = entry.body;
    const read: unknown = ctx.state.publicRead;
    if (typeof read === 'object' && read !== null && isCurrentRead(read)) {
      // The headers set from the route on: those set before it (the request id) are per request.
      const headers = Object.entries(ctx.response.headers)
        .filter(([name, value]) => before[name] !== value && name !== 'content-length')
        .map(([name, value]) => [name, String(value)] as [string, string]);
      keep(ctx.url, { read, headers, body: entry.body });
    }
    if (isConditional(ctx) && ctx.fresh) ctx.status = 304;
  };

  /** Sends the answer kept for this address, if there is a current one; true when it did. */
  const send = (ctx: Context): boolean => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return false;
    const answer = kept.get(ctx.url);
    if (!answer) return false;
    if (!isCurrentRead(answer.read)) {
      kept.delete(ctx.url);
      return false;
    }
    for (const [name, value] of answer.headers) setHeader(ctx, name, value);
    ctx.body = answer.body;
    if (isConditional(ctx) && ctx.fresh) ctx.status = 304;
    return true;
  };

  return { middleware, send };
}

export type PublicAnswers = ReturnType<typeof createPublicAnswers>;

import { createHash } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context, Middleware } from 'koa';
import type { Logger } from '../logger.js';
import { cacheBudgets, createByteCache } from '../services/byte-cache.js';
import { isCurrentLease, leaseOf, type ReadLease } from '../services/read-cache.js';
import { setHeader } from './headers.js';
import { logRequest, requestIdOf } from './request-log.js';

/** Seconds a public API answer may be reused, and served stale while it is revalidated. */
export const PUBLIC_MAX_AGE = 60;
export const PUBLIC_STALE_WHILE_REVALIDATE = 300;

export const weakEtag = (data: string | Buffer): string =>
  `W/"${createHash('sha1').update(data).digest('base64url')}"`;

/** Content-Type of JSON answers, whole, so Koa has no media type to look up per request. */
export const JSON_TYPE = 'application/json; charset=utf-8';

/** A public answer as it is sent again: its bytes and the headers its route set. */
interface KeptAnswer {
  /** The lease of the read the answer was made from: the answer is kept while it is current. */
  lease: ReadLease;
  headers: [string, string][];
  body: Buffer;
}

/** A whole answer as the app sent it, to be sent again before Koa (see `replay`). */
interface WholeAnswer {
  lease: ReadLease;
  /** Every header of the answer but those of one request or connection. */
  headers: Record<string, string>;
  body: Buffer;
  path: string;
}

/**
 * Headers of one request or connection, never replayed: `replay` sets the request id and the
 * length, Node the date and the connection's.
 */
const PER_REQUEST = new Set(['x-request-id', 'date', 'connection', 'keep-alive', 'content-length']);

/**
 * What an answer of the whole chain depends on besides the read: the address, the encodings the
 * client takes (compression) and, behind a proxy, the scheme it says the client used (HSTS).
 * The rest of the chain answers every request for a public read alike (CORS is `*`, no cookie is
 * read or set).
 */
const wholeKey = (req: IncomingMessage): string =>
  `${req.url ?? ''}\n${req.headers['accept-encoding'] ?? ''}\n${req.headers['x-forwarded-proto'] ?? ''}`;

/** Whether the request asks for a 304 at all (Koa's ctx.fresh copies every header to tell). */
const isConditional = (req: IncomingMessage): boolean =>
  req.headers['if-none-match'] !== undefined || req.headers['if-modified-since'] !== undefined;

/**
 * The body of a public read's answer, made from `read`, the object a read cache returned
 * (services/read-cache.ts). While that read is current, the answer is sent again as it is.
 */
export function answerFromRead(ctx: Context, read: object, body: unknown): void {
  ctx.state.publicLease = leaseOf(read);
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
 *   long as the read it was made from is current (`isCurrentLease`: the read cache's own rule,
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
  options: {
    maxAge?: number;
    staleWhileRevalidate?: number;
    /** Bytes the answers kept by address, and the whole answers, may take (byte-cache.ts). */
    budgets?: { answers: number; wholeAnswers: number };
  } = {},
) {
  const {
    maxAge = PUBLIC_MAX_AGE,
    staleWhileRevalidate = PUBLIC_STALE_WHILE_REVALIDATE,
    budgets = cacheBudgets(),
  } = options;
  const cacheControl = `public, max-age=${maxAge}, stale-while-revalidate=${staleWhileRevalidate}`;
  // Tied to the read the body came from: as long as the read cache keeps it, no longer.
  const serialised = new WeakMap<object, { body: Buffer; etag: string }>();
  // Answers by address (query strings vary), bounded by bytes: the least recently sent dropped
  // first. They hold the read's lease, never the read.
  const kept = createByteCache<KeptAnswer>({ budget: budgets.answers });
  const whole = createByteCache<WholeAnswer>({ budget: budgets.wholeAnswers });
  const headerBytes = (headers: Iterable<[string, string]>) => {
    let bytes = 0;
    for (const [name, value] of headers) bytes += name.length + value.length;
    return bytes;
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
    const lease = ctx.state.publicLease as ReadLease | undefined;
    if (isCurrentLease(lease)) {
      // The headers set from the route on: those set before it (the request id) are per request.
      const headers = Object.entries(ctx.response.headers)
        .filter(([name, value]) => before[name] !== value && name !== 'content-length')
        .map(([name, value]) => [name, String(value)] as [string, string]);
      kept.set(
        ctx.url,
        { lease, headers, body: entry.body },
        entry.body.length + headerBytes(headers),
      );
    }
    if (isConditional(ctx.req) && ctx.fresh) ctx.status = 304;
  };

  /** Sends the answer kept for this address, if there is a current one; true when it did. */
  const send = (ctx: Context): boolean => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return false;
    const answer = kept.get(ctx.url);
    if (!answer) return false;
    if (!isCurrentLease(answer.lease)) {
      kept.delete(ctx.url);
      return false;
    }
    for (const [name, value] of answer.headers) setHeader(ctx, name, value);
    ctx.state.publicLease = answer.lease;
    ctx.body = answer.body;
    if (isConditional(ctx.req) && ctx.fresh) ctx.status = 304;
    return true;
  };

  /**
   * The outermost middleware: once the whole chain answered a plain GET of a public read with a
   * 200, keeps the answer as sent (final headers and bytes, compressed if it was) for `replay`.
   */
  const record: Middleware = async (ctx, next) => {
    await next();
    const lease = ctx.state.publicLease as ReadLease | undefined;
    if (!isCurrentLease(lease)) return;
    if (ctx.method !== 'GET' || ctx.status !== 200 || !Buffer.isBuffer(ctx.body)) return;
    if (ctx.res.hasHeader('Set-Cookie') || isConditional(ctx.req)) return;
    const headers: Record<string, string> = {};
    // Named as they were set (getHeaders gives them in lower case). Node has had
    // getRawHeaderNames since 15.13; its type is missing from @types/node 20.
    const res = ctx.res as ServerResponse & { getRawHeaderNames(): string[] };
    for (const name of res.getRawHeaderNames()) {
      const value = ctx.res.getHeader(name);
      if (!PER_REQUEST.has(name.toLowerCase()) && value !== undefined) {
        headers[name] = String(value);
      }
    }
    const key = wholeKey(ctx.req);
    whole.set(
      key,
      { lease, headers, body: ctx.body, path: ctx.path },
      ctx.body.length + ctx.path.length + headerBytes(Object.entries(headers)),
    );
  };

  /**
   * Before Koa: answers a plain GET (not conditional) that the whole chain answered a moment ago
   * for the same key (`wholeKey`) with that answer again, as long as its read is current (the
   * read cache's rule, as for `send`), with a request id and a log line of its own, as
   * request-log.ts gives every request. True when it answered.
   *
   * Measured with bench/stories.mjs: Koa and the middlewares every answer passes through
   * (request id, errors, security headers, compression, CORS), even with the router skipped by
   * `send`, held the cached GET /api/success-stories at 0.45 to 0.55 of a bare Node server
   * sending the same bytes; sent from here it is a header loop and one write.
   */
  const replay = (req: IncomingMessage, res: ServerResponse, logger: Logger): boolean => {
    if (req.method !== 'GET' || isConditional(req)) return false;
    const key = wholeKey(req);
    const answer = whole.get(key);
    if (!answer) return false;
    if (!isCurrentLease(answer.lease)) {
      whole.delete(key);
      return false;
    }
    const started = process.hrtime.bigint();
    const incoming = req.headers['x-request-id'];
    const id = requestIdOf(typeof incoming === 'string' ? incoming : undefined);
    // All headers at once: unless one was set before (Connection: close while stopping), Node
    // then writes them without keeping each in the answer's header map as setHeader does.
    res.writeHead(200, {
      'X-Request-Id': id,
      ...answer.headers,
      'Content-Length': String(answer.body.length),
    });
    res.end(answer.body);
    logRequest(logger, started, { id, method: 'GET', path: answer.path, status: 200 });
    return true;
  };

  /** Bytes the answers kept take now, each within its budget. */
  const bytes = () => ({ answers: kept.bytes, wholeAnswers: whole.bytes });

  return { middleware, send, record, replay, bytes };
}

export type PublicAnswers = ReturnType<typeof createPublicAnswers>;

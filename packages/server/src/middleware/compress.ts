import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import { cacheBudgets, createByteCache, keepWhenSettled } from '../services/byte-cache.js';
import { setHeader } from './headers.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes compression costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|problem\+json|[a-z.-]+\+xml)|image\/svg\+xml)/i;

export const isCompressible = (type: string): boolean => COMPRESSIBLE.test(type);

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (brotli, then gzip), or undefined for none. */
export function acceptedEncoding(ctx: Context): Encoding | undefined {
  // Most clients that send no Accept-Encoding are tools and load generators: no negotiation.
  if (!ctx.get('Accept-Encoding')) return undefined;
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  return encoding === 'br' || encoding === 'gzip' ? encoding : undefined;
}

/**
 * Brotli's quality for answers compressed as they are sent. 5 rather than koa-compress's 4:
 * from 5 on brotli matches with a larger window, and each form is compressed once per ETag and
 * then kept. On a sitemap file of 1,000 articles (816 KB) quality 4 gave 15.2 KB in 3.3 ms, 5
 * gave 10.7 KB in 4.5 ms (9: 9.3 KB in 17 ms): a third fewer bytes to every phone and crawler.
 */
const BROTLI_QUALITY_FAST = 5;

export async function compressBuffer(
  data: Buffer,
  encoding: Encoding,
  effort: 'fast' | 'best',
): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === 'fast' ? BROTLI_QUALITY_FAST : 9,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
  }
  return gzipAsync(data, { level: effort === 'fast' ? 6 : 9 });
}

/**
 * Compresses text responses built in memory (JSON, HTML, text) with brotli or gzip from Node's
 * zlib. Responses that already carry a Content-Encoding (static files compressed ahead and
 * cached) and streams are left alone.
 *
 * An answer the server keeps and sends again (a cached API read, a rendered page) carries an
 * ETag made from its bytes: each encoding of it is compressed once, by the first request that
 * asks for it, and the compressed bytes are sent to every later one. The checks run cheapest
 * first, and a body is only turned into bytes here when it is about to be compressed: on the
 * cached GET /api/success-stories (5.4 KB) converting the JSON text to bytes for every request,
 * as this did before, cost 16 µs of CPU a request, more than Koa itself.
 *
 * koa-compress compresses every response again (no cache, a zlib stream per request), at brotli
 * 4 and gzip 6 by default (here brotli 5, `BROTLI_QUALITY_FAST`, and gzip 6). In bench/middleware.mjs, on the 5.4 KB answer of
 * GET /api/success-stories sent again with its ETag, a request asking for brotli took 26.9 and
 * 38.3 µs of CPU here (two runs) against 368 and 493 µs with koa-compress, one asking for gzip
 * 29.5 and 37.7 µs against 277 and 298; the server answered 36,000 and 25,000 brotli requests a
 * second with this middleware, 3,700 and 2,800 with koa-compress.
 */
export function compress(
  /** Bytes the compressed forms kept may take (byte-cache.ts). */
  budget = cacheBudgets().compressed,
): Middleware {
  // Compressed forms by encoding and ETag (the least recently sent dropped first), as promises
  // so that concurrent first requests share one compression; each counts its compressed bytes.
  const byEtag = createByteCache<Promise<Buffer>>({ budget });
  return async (ctx, next) => {
    await next();
    const { body } = ctx;
    if (body === null || body === undefined || isStream(body)) return;
    // The Content-Type as set (its media type comes first), not parsed for every answer.
    const type = ctx.response.get('Content-Type');
    if (!type || !isCompressible(type) || ctx.response.get('Content-Encoding')) return;
    // Vary as Koa's ctx.vary would set it, without parsing a header that is not there yet.
    if (ctx.res.hasHeader('Vary')) ctx.vary('Accept-Encoding');
    else setHeader(ctx, 'Vary', 'Accept-Encoding');
    if (ctx.method === 'HEAD' || ctx.status === 204 || ctx.status === 304) return;
    const encoding = acceptedEncoding(ctx);
    if (!encoding) return;
    const etag = ctx.response.get('ETag');
    const key = etag ? `${encoding}:${etag}` : undefined;
    // Kept: sent without turning the body into bytes again (a 750 KB sitemap file's text cost
    // more to encode than to send).
    let compressed = key === undefined ? undefined : byEtag.get(key);
    if (!compressed) {
      const data: Buffer = Buffer.isBuffer(body)
        ? body
        : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
      if (data.length < COMPRESS_MIN_BYTES) return;
      compressed = compressBuffer(data, encoding, 'fast');
      if (key !== undefined) keepWhenSettled(byEtag, key, compressed, compressed);
    }
    // A Buffer body keeps the Content-Type already set.
    ctx.body = await compressed;
    setHeader(ctx, 'Content-Encoding', encoding);
  };
}

function isStream(body: unknown): boolean {
  return typeof (body as { pipe?: unknown }).pipe === 'function';
}

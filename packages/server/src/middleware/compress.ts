import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, Middleware } from 'koa';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes compression costs more than it saves. */
export const COMPRESS_MIN_BYTES = 1024;

const COMPRESSIBLE =
  /^(text\/|application\/(json|javascript|xml|manifest\+json|problem\+json)|image\/svg\+xml)/i;

export const isCompressible = (type: string): boolean => COMPRESSIBLE.test(type);

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (brotli, then gzip), or undefined for none. */
export function acceptedEncoding(ctx: Context): Encoding | undefined {
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  return encoding === 'br' || encoding === 'gzip' ? encoding : undefined;
}

export async function compressBuffer(
  data: Buffer,
  encoding: Encoding,
  effort: 'fast' | 'best',
): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: effort === 'fast' ? 4 : 9,
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
 */
export function compress(): Middleware {
  // Answers with an ETag are the same bytes for the same tag: compress them once.
  const byEtag = new Map<string, Buffer>();
  const MAX_ENTRIES = 200;
  return async (ctx, next) => {
    await next();
    const type = ctx.response.type;
    if (!type || !isCompressible(type) || ctx.response.get('Content-Encoding')) return;
    ctx.vary('Accept-Encoding');
    if (ctx.method === 'HEAD' || ctx.status === 204 || ctx.status === 304) return;
    const { body } = ctx;
    let data: Buffer;
    if (typeof body === 'string') data = Buffer.from(body);
    else if (Buffer.isBuffer(body)) data = body;
    else if (body !== null && typeof body === 'object' && !isStream(body)) {
      data = Buffer.from(JSON.stringify(body));
    } else return;
    if (data.length < COMPRESS_MIN_BYTES) return;
    const encoding = acceptedEncoding(ctx);
    if (!encoding) return;
    const etag = ctx.response.get('ETag');
    const key = etag ? `${encoding}:${etag}` : undefined;
    let compressed = key === undefined ? undefined : byEtag.get(key);
    if (!compressed) {
      compressed = await compressBuffer(data, encoding, 'fast');
      if (key !== undefined) {
        byEtag.set(key, compressed);
        if (byEtag.size > MAX_ENTRIES) byEtag.delete(byEtag.keys().next().value!);
      }
    }
    ctx.body = compressed;
    ctx.type = type;
    ctx.set('Content-Encoding', encoding);
  };
}

function isStream(body: object): boolean {
  return typeof (body as { pipe?: unknown }).pipe === 'function';
}

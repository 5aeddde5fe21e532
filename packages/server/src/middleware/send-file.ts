import { createReadStream, type Stats } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname } from 'node:path';
import type { Context } from 'koa';
import { fileStat } from '../files.js';
import { cacheBudgets, createByteCache } from '../services/byte-cache.js';
import { acceptedEncoding, compressBuffer, isCompressible, type Encoding } from './compress.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** Files up to this size are kept in memory with their compressed forms (within the budget). */
const CACHE_FILE_MAX = 2 * 1024 * 1024;

interface Cached {
  key: string;
  identity: Buffer;
  encoded: Partial<Record<Encoding, Buffer>>;
}

export const fileEtag = (info: Stats): string =>
  `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;

/**
 * Sends files: Content-Type from the extension, ETag and Last-Modified with 304 on a match,
 * the given Cache-Control, and for text files a brotli or gzip form (a precompressed `.br` /
 * `.gz` next to the file when there is one, else compressed once). Files up to CACHE_FILE_MAX
 * are read once and kept in memory with their compressed forms (`budget` bytes in all, a byte
 * cache: the least recently sent dropped first); larger ones are streamed from disk.
 *
 * Not koa-static (koa-send): it sends a `.br` / `.gz` made ahead when there is one but compresses
 * nothing itself, and the site's build makes none, so compression would be koa-compress's, a
 * zlib stream for every request (and ETags @koa/etag's). In bench/middleware.mjs, the site's
 * largest script (145 KB) asked for with Accept-Encoding br took 159 and 208 µs of CPU a request
 * here (two runs; brotli 9, once) against 6,435 and 7,220 µs with koa-static, koa-compress
 * (brotli 4, each time) and @koa/etag: 1,800 requests a second against 240 and 210, and 46.7 KB
 * sent against 49.9. Without Accept-Encoding koa-static streams the file from disk for every
 * request; this sends the bytes it keeps: 122 µs a request against 971 (7,700 requests a second
 * against 1,300; they cost the same, 500 to 1,000 µs, when this streamed from disk too).
 */
export function createFileSender(
  /** Bytes the files kept may take with their compressed forms (byte-cache.ts). */
  budget = cacheBudgets().files,
) {
  const cache = createByteCache<Cached>({ budget });

  const remember = (file: string, entry: Cached) =>
    cache.set(
      file,
      entry,
      entry.identity.length + (entry.encoded.br?.length ?? 0) + (entry.encoded.gzip?.length ?? 0),
    );

  /** A file's bytes (in `encoding` if given), kept in memory: for files up to CACHE_FILE_MAX. */
  async function keptBody(file: string, info: Stats, encoding?: Encoding): Promise<Buffer> {
    const key = `${info.size}:${info.mtimeMs}`;
    let entry = cache.get(file);
    if (!entry || entry.key !== key) {
      entry = { key, identity: await readFile(file), encoded: {} };
    }
    if (!encoding) {
      remember(file, entry);
      return entry.identity;
    }
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      const ahead = `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
      const aheadInfo = await fileStat(ahead);
      encoded =
        aheadInfo && aheadInfo.mtimeMs >= info.mtimeMs
          ? await readFile(ahead)
          : await compressBuffer(entry.identity, encoding, 'best');
      entry.encoded[encoding] = encoded;
    }
    remember(file, entry);
    return encoded;
  }

  async function sendFile(
    ctx: Context,
    file: string,
    info: Stats,
    cacheControl: string,
  ): Promise<void> {
    ctx.status = 200;
    ctx.type = extname(file) || 'application/octet-stream';
    ctx.set('Cache-Control', cacheControl);
    ctx.set('ETag', fileEtag(info));
    ctx.lastModified = info.mtime;
    const compressible = isCompressible(ctx.response.type);
    if (compressible) ctx.vary('Accept-Encoding');
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    const encoding = compressible && info.size >= 1024 ? acceptedEncoding(ctx) : undefined;
    if (info.size <= CACHE_FILE_MAX) {
      // From memory: read once, then sent for every request without touching the disk (the
      // site's pictures, scripts and styles are all below the limit).
      const body = await keptBody(file, info, encoding);
      if (encoding) ctx.set('Content-Encoding', encoding);
      ctx.body = body;
      return;
    }
    // Koa destroys the stream when the response ends (also for HEAD, which sends no body).
    ctx.body = createReadStream(file);
    ctx.length = info.size;
  }

  /** Bytes the files kept take now, with their compressed forms (within the budget). */
  return Object.assign(sendFile, { bytes: () => cache.bytes });
}

export type SendFile = ReturnType<typeof createFileSender>;

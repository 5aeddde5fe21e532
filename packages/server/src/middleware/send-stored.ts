import type { Context } from 'koa';
import { notFound } from '../errors.js';
import type { MediaFile } from '../services/media.js';

/**
 * Sends an image from storage: its Content-Type, ETag and Last-Modified with a 304 on a match,
 * the given Cache-Control. The bytes are only fetched for a 200 to a GET (a HEAD or a 304 costs
 * no read of the object). Images are sent as stored, never compressed again.
 */
export async function sendStored(
  ctx: Context,
  file: MediaFile,
  cacheControl: string,
): Promise<void> {
  ctx.status = 200;
  ctx.type = file.contentType;
  ctx.set('Cache-Control', cacheControl);
  if (file.etag) ctx.set('ETag', file.etag);
  ctx.lastModified = file.lastModified;
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  if (ctx.method === 'HEAD') {
    ctx.length = file.size;
    return;
  }
  const opened = await file.open();
  if (!opened) throw notFound('No image at this address');
  // Koa destroys the stream when the response ends or the client goes away.
  ctx.body = opened.body;
  ctx.length = opened.size;
}

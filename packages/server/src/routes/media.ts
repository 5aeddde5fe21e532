import { ERROR_CODES } from '@ia/shared';
import type { Middleware } from 'koa';
import { ApiError, notFound } from '../errors.js';
import { IMMUTABLE } from '../middleware/send-file.js';
import { sendStored } from '../middleware/send-stored.js';
import { mediaPath, parseWidth, type MediaService } from '../services/media.js';

export const MEDIA_PREFIX = '/media/';

/**
 * GET /media/<path>[?w=320|640|960|1280]: the images API answers reference, read through the
 * storage driver (local disk or S3). Originals and variants never change under one address, so
 * they are cached for a year.
 */
export function mediaRoutes(service: MediaService): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(MEDIA_PREFIX)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw new ApiError(405, ERROR_CODES.methodNotAllowed, 'Method not allowed', {
        headers: { Allow: 'GET, HEAD' },
      });
    }
    const width = parseWidth(ctx.query.w);
    let rel: string | undefined;
    try {
      rel = mediaPath(decodeURIComponent(ctx.path.slice(MEDIA_PREFIX.length)));
    } catch {
      rel = undefined;
    }
    const found = rel === undefined ? undefined : await service.resolve(rel, width);
    if (!found) throw notFound('No image at this address');
    await sendStored(ctx, found, IMMUTABLE);
  };
}

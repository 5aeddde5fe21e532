import { ERROR_CODES } from '@ia/shared';
import type { Middleware } from 'koa';
import { ApiError, notFound } from '../errors.js';
import { sessionToken } from '../middleware/admin.js';
import { IMMUTABLE } from '../middleware/send-file.js';
import { sendStored } from '../middleware/send-stored.js';
import type { AuthService } from '../services/auth.js';
import { mediaPath, parseFormat, parseWidth, type MediaService } from '../services/media.js';
import type { MediaVisibilityService } from '../services/media-visibility.js';

export const MEDIA_PREFIX = '/media/';

/** An image a public item shows that could stop being public: kept ten minutes, then checked. */
const RETRACTABLE = 'public, max-age=600, must-revalidate';
/**
 * An image a story with a consent shows: kept a minute at most, so a withdrawal (a consent end
 * set to now) is complete in every browser and shared cache within a minute.
 */
const CONSENTED = 'public, max-age=60, must-revalidate';
/** An image only signed-in staff may see (a draft's, a story's after its consent ended). */
const STAFF_ONLY = 'private, no-store';

/**
 * GET /media/<path>[?w=<width>[&fm=avif|webp]]: the images API answers reference, read through
 * the storage driver (local disk or S3), resized and converted on first request. An image only
 * items that are not public show (a draft, a deleted story, a consent that ended) is a 404 to
 * the public and shown to signed-in staff only; others are cached a year unless a public item
 * that could be withdrawn shows them.
 */
export function mediaRoutes(
  service: MediaService,
  deps: { visibility: MediaVisibilityService; auth: AuthService },
): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith(MEDIA_PREFIX)) return next();
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      throw new ApiError(405, ERROR_CODES.methodNotAllowed, 'Method not allowed', {
        headers: { Allow: 'GET, HEAD' },
      });
    }
    const width = parseWidth(ctx.query.w);
    const format = parseFormat(ctx.query.fm, width);
    let rel: string | undefined;
    try {
      rel = mediaPath(decodeURIComponent(ctx.path.slice(MEDIA_PREFIX.length)));
    } catch {
      rel = undefined;
    }
    if (rel === undefined) throw notFound('No image at this address');
    const visibility = await deps.visibility.of(rel);
    let cacheControl = visibility.consented
      ? CONSENTED
      : visibility.retractable
        ? RETRACTABLE
        : IMMUTABLE;
    if (!visibility.public) {
      const staff = await deps.auth.authenticate(sessionToken(ctx));
      if (!staff) throw notFound('No image at this address');
      cacheControl = STAFF_ONLY;
    }
    const found = await service.resolve(rel, width, format);
    if (!found) throw notFound('No image at this address');
    await sendStored(ctx, found, cacheControl);
  };
}

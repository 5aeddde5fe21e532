import Router from '@koa/router';
import type { Middleware } from 'koa';
import { notFound } from '../errors.js';
import type { Logger } from '../logger.js';
import type { AdminGuardOptions } from '../middleware/admin.js';
import type { Services } from '../services/index.js';
import type { MediaService } from '../services/media.js';
import { adminRoutes } from './admin.js';
import { articleRoutes } from './articles.js';
import { authRoutes } from './auth.js';
import { contactMessageRoutes } from './contact-messages.js';
import { healthRoutes } from './health.js';
import { successStoryRoutes } from './success-stories.js';
import { uploadRoutes } from './uploads.js';

/** Paths the API and health routers own; everything else goes on to media and static files. */
const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');
const isHealthPath = (path: string) => path === '/healthz' || path === '/readyz';

/**
 * The JSON API and the health checks. A wrong method on a known path is a 405 with Allow; an
 * unknown `/api/...` path is a 404 (both in the error shape, see the error handler).
 */
export function apiRoutes(
  services: Services,
  logger: Logger,
  deps: {
    media: MediaService;
    guard: AdminGuardOptions;
    /** Readiness of the media storage (S3: HeadBucket). */
    storagePing: (signal: AbortSignal) => Promise<void>;
  },
): Middleware {
  const router = new Router();
  healthRoutes(router, { database: services.ping, storage: deps.storagePing }, logger);
  successStoryRoutes(router, services.successStories);
  articleRoutes(router, services.articles);
  contactMessageRoutes(router, services.contactMessages);
  authRoutes(router, services.auth, deps.guard);
  uploadRoutes(router, {
    auth: services.auth,
    uploads: services.uploads,
    media: deps.media,
    guard: deps.guard,
  });
  adminRoutes(router, {
    auth: services.auth,
    contactMessages: services.contactMessages,
    guard: deps.guard,
  });

  const routes = router.routes() as Middleware;
  const allowedMethods = router.allowedMethods() as Middleware;
  const nothing = async () => {};

  return async (ctx, next) => {
    if (!isApiPath(ctx.path) && !isHealthPath(ctx.path)) return next();
    await routes(ctx, () => allowedMethods(ctx, nothing));
    if (ctx.status === 404 && (ctx.body === undefined || ctx.body === null)) {
      throw notFound(`No API endpoint ${ctx.method} ${ctx.path}`);
    }
  };
}

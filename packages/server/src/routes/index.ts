import Router from '@koa/router';
import type { OutboxHold } from '@ia/shared';
import type { Middleware } from 'koa';
import { notFound } from '../errors.js';
import type { Logger } from '../logger.js';
import type { AdminGuardOptions } from '../middleware/admin.js';
import type { PublicAnswers } from '../middleware/http-cache.js';
import type { Services } from '../services/index.js';
import type { MediaService } from '../services/media.js';
import type { PreviewService } from '../services/preview.js';
import type { Reach } from '../services/reach.js';
import { adminRoutes } from './admin.js';
import { backupRoutes, type BackupDownloads } from './backup.js';
import { articleRoutes } from './articles.js';
import { authRoutes } from './auth.js';
import { contactMessageRoutes } from './contact-messages.js';
import { contentRoutes } from './content.js';
import { documentRoutes } from './documents.js';
import { publicContentRoutes } from './public-content.js';
import { reachRoutes } from './reach.js';
import { healthRoutes } from './health.js';
import { interfaceTextRoutes } from './interface-texts.js';
import { newsletterRoutes } from './newsletter.js';
import { translationFileRoutes } from './translation-files.js';
import { searchRoutes } from './search.js';
import { staffRoutes } from './staff.js';
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
    /** TRUST_PROXY: whether the client address comes from X-Forwarded-For (setup from the machine itself). */
    trustProxy: boolean;
    /** Readiness of the media storage (S3: HeadBucket). */
    storagePing: (signal: AbortSignal) => Promise<void>;
    /** The rate-limit store when it is not the database (Redis). */
    rateLimitsPing?: () => Promise<void>;
    /** Readiness of the disk: a write probe in DATA_DIR. */
    diskProbe: () => Promise<void>;
    /** Backups administrators download. */
    backups: BackupDownloads;
    /** Public reads answered a moment ago (middleware/http-cache.ts). */
    answers: PublicAnswers;
    /** The public page drawn with a document staff have not saved. */
    preview: PreviewService;
    /** Whether e-mails are sent (SMTP_URL set), as the outbox screen says. */
    mailHeld: () => OutboxHold | undefined;
    /** What the site's answers counted (services/reach.ts). */
    reach: Reach;
  },
): Middleware {
  const router = new Router();
  const { answers } = deps;
  healthRoutes(
    router,
    {
      database: services.ping,
      storage: deps.storagePing,
      rateLimits: deps.rateLimitsPing,
      disk: deps.diskProbe,
    },
    logger,
  );
  successStoryRoutes(router, services.successStories, answers);
  articleRoutes(router, services.articles, answers);
  publicContentRoutes(router, services.publicContent, answers);
  searchRoutes(router, services.search, answers);
  contactMessageRoutes(router, services.contactMessages, deps.guard.siteUrl);
  authRoutes(router, {
    auth: services.auth,
    passwords: services.passwords,
    staff: services.staff,
    twoFactor: services.twoFactor,
    guard: deps.guard,
    trustProxy: deps.trustProxy,
    logger,
  });
  staffRoutes(router, {
    auth: services.auth,
    staff: services.staff,
    auditLog: services.auditLog,
    guard: deps.guard,
    mailHeld: deps.mailHeld,
  });
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
  backupRoutes(router, { auth: services.auth, guard: deps.guard, backups: deps.backups, logger });
  documentRoutes(router, {
    auth: services.auth,
    documents: services.documents,
    tempDir: services.uploads.tempDir,
    guard: deps.guard,
  });
  interfaceTextRoutes(router, {
    auth: services.auth,
    interfaceTexts: services.interfaceTexts,
    guard: deps.guard,
  });
  newsletterRoutes(router, {
    auth: services.auth,
    newsletter: services.newsletter,
    guard: deps.guard,
  });
  reachRoutes(router, { auth: services.auth, reach: deps.reach, guard: deps.guard });
  // After the admin and staff routes above: `/api/admin/:kind` must not take their paths.
  translationFileRoutes(router, {
    auth: services.auth,
    translationFiles: services.translationFiles,
    guard: deps.guard,
  });
  contentRoutes(router, {
    auth: services.auth,
    content: services.contentEditing,
    images: services.imageLibrary,
    preview: deps.preview,
    guard: deps.guard,
  });

  const routes = router.routes() as Middleware;
  const allowedMethods = router.allowedMethods() as Middleware;
  const nothing = async () => {};

  return async (ctx, next) => {
    if (!isApiPath(ctx.path) && !isHealthPath(ctx.path)) return next();
    // A public read answered a moment ago is sent again as it was, without the router: on a
    // cached GET the router, the handler and the service cost twice what the rest does.
    if (answers.send(ctx)) return;
    await routes(ctx, () => allowedMethods(ctx, nothing));
    if (ctx.status === 501) {
      // A method the router does not know at all (PROPFIND, TRACE…) is as wrong as any other
      // method this path does not take: 405 with the methods it does.
      const allowed = new Set<string>();
      for (const layer of router.match(ctx.path, ctx.method).path) {
        for (const method of layer.methods) allowed.add(method);
      }
      if (allowed.size === 0) throw notFound(`No API endpoint ${ctx.method} ${ctx.path}`);
      ctx.set('Allow', [...allowed].join(', '));
      ctx.status = 405;
      return;
    }
    if (ctx.status === 404 && (ctx.body === undefined || ctx.body === null)) {
      throw notFound(`No API endpoint ${ctx.method} ${ctx.path}`);
    }
  };
}

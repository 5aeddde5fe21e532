import type Router from '@koa/router';
import { TOTAL_COUNT_HEADER } from '@ia/shared';
import type { Context } from 'koa';
import { staffGuards, type AdminGuardOptions } from '../middleware/admin.js';
import type { AuthService, SignedIn } from '../services/auth.js';
import {
  actorOf,
  parseCollection,
  parseGlobal,
  parseId,
  type ContentEditingService,
} from '../services/content-editing.js';
import type { ImageLibraryService } from '../services/image-library.js';
import type { PreviewService } from '../services/preview.js';
import { requireJson, jsonBodyParser } from './json.js';

/** A story with its translations and a long narrative stays far below this. */
const jsonBody = jsonBodyParser(1024 * 1024);

/**
 * Staff editing of every collection and global the content model declares (packages/shared
 * publishing.ts lists the endpoints): thin handlers over the content-editing service, all behind
 * the admin guard (401 without a session, 403 cross-site). What each role may do is checked by
 * the service with the signed-in account (403 saying why); changing or deleting images of the
 * library is for editors and administrators. The fixed paths come first, so
 * `/api/admin/:collection` never takes them.
 */
export function contentRoutes(
  router: Router,
  deps: {
    auth: AuthService;
    content: ContentEditingService;
    images: ImageLibraryService;
    preview: PreviewService;
    guard: AdminGuardOptions;
  },
): void {
  const guards = staffGuards(deps.auth, deps.guard);
  const admin = guards.staff;
  const editor = guards.requireRole('editor');
  const { content, images } = deps;
  const by = (ctx: Context) => actorOf(ctx.state.admin as SignedIn);
  const json = [admin, requireJson, jsonBody] as const;

  router.get('/api/admin/schema', admin, (ctx) => {
    ctx.body = content.schema();
  });

  router.get('/api/admin/dashboard', admin, async (ctx) => {
    ctx.body = await content.dashboard(by(ctx));
  });

  router.get('/api/admin/consents', admin, async (ctx) => {
    ctx.body = await content.consents(ctx.query.days, by(ctx));
  });

  // The public page as it would be with an unsaved document (nothing is written).
  router.post('/api/admin/preview', ...json, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await deps.preview.preview(ctx.request.body, deps.guard.siteUrl);
  });

  router.get('/api/admin/translation-status', admin, async (ctx) => {
    ctx.body = await content.translationStatus(by(ctx));
  });

  // Drafts in review (editors), or one's own drafts in review and sent back (contributors).
  router.get('/api/admin/review', admin, async (ctx) => {
    ctx.body = await content.reviews(by(ctx));
  });

  // The image library.
  router.get('/api/admin/images', admin, async (ctx) => {
    const { items, total } = await images.list(ctx.query);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = items;
  });
  router.patch('/api/admin/images/:id', editor, requireJson, jsonBody, async (ctx) => {
    ctx.body = await images.change(parseId(ctx.params.id), ctx.request.body);
  });
  router.delete('/api/admin/images/:id', editor, async (ctx) => {
    await images.remove(parseId(ctx.params.id));
    ctx.status = 204;
  });

  // Globals.
  router.get('/api/admin/globals', admin, async (ctx) => {
    ctx.body = await content.globals();
  });
  router.get('/api/admin/globals/:name', admin, async (ctx) => {
    ctx.body = await content.getGlobal(parseGlobal(ctx.params.name));
  });
  router.put('/api/admin/globals/:name', ...json, async (ctx) => {
    ctx.body = await content.saveGlobal(parseGlobal(ctx.params.name), ctx.request.body, by(ctx));
  });
  // "Mark as reviewed": a translation written for the launch is checked (editors, administrators).
  router.post('/api/admin/globals/:name/reviewed/:lang', editor, requireJson, async (ctx) => {
    ctx.body = await content.markGlobalReviewed(
      parseGlobal(ctx.params.name),
      ctx.params.lang,
      by(ctx),
    );
  });
  router.get('/api/admin/globals/:name/revisions', admin, async (ctx) => {
    ctx.body = await content.globalRevisions(parseGlobal(ctx.params.name));
  });
  router.post('/api/admin/globals/:name/revisions/:version/restore', ...json, async (ctx) => {
    ctx.body = await content.restoreGlobal(
      parseGlobal(ctx.params.name),
      parseId(ctx.params.version),
      ctx.request.body,
      by(ctx),
    );
  });

  // Collections.
  router.get('/api/admin/:collection', admin, async (ctx) => {
    const { items, total } = await content.list(
      parseCollection(ctx.params.collection),
      ctx.query,
      by(ctx),
    );
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = items;
  });

  router.post('/api/admin/:collection', ...json, async (ctx) => {
    const def = parseCollection(ctx.params.collection);
    ctx.status = 201;
    ctx.body = await content.create(def, ctx.request.body, by(ctx));
  });

  router.put('/api/admin/:collection/order', ...json, async (ctx) => {
    await content.reorder(parseCollection(ctx.params.collection), ctx.request.body, by(ctx));
    ctx.status = 204;
  });

  /** The item a `/api/admin/:collection/:id…` address names. */
  const item = (ctx: Context) =>
    [parseCollection(ctx.params.collection), parseId(ctx.params.id)] as const;

  router.get('/api/admin/:collection/:id', admin, async (ctx) => {
    ctx.body = await content.get(...item(ctx), by(ctx));
  });

  router.post('/api/admin/:collection/:id/reviewed/:lang', editor, requireJson, async (ctx) => {
    ctx.body = await content.markReviewed(...item(ctx), ctx.params.lang, by(ctx));
  });

  router.put('/api/admin/:collection/:id', ...json, async (ctx) => {
    ctx.body = await content.save(...item(ctx), ctx.request.body, by(ctx));
  });

  router.delete('/api/admin/:collection/:id', admin, async (ctx) => {
    await content.remove(...item(ctx), ctx.query.version, by(ctx));
    ctx.status = 204;
  });

  // Publishing and review: each step is the service's rule of that name, told the site's address
  // for the links its e-mails hold.
  const steps = {
    publish: content.publish,
    unpublish: content.unpublish,
    submit: content.submitForReview,
    return: content.returnToAuthor,
  };
  for (const [step, act] of Object.entries(steps)) {
    router.post(`/api/admin/:collection/:id/${step}`, ...json, async (ctx) => {
      ctx.body = await act(...item(ctx), ctx.request.body, by(ctx), deps.guard.siteUrl);
    });
  }

  router.get('/api/admin/:collection/:id/revisions', admin, async (ctx) => {
    ctx.body = await content.revisions(...item(ctx), by(ctx));
  });

  router.post('/api/admin/:collection/:id/revisions/:version/restore', ...json, async (ctx) => {
    ctx.body = await content.restore(
      ...item(ctx),
      parseId(ctx.params.version),
      ctx.request.body,
      by(ctx),
    );
  });
}

import type Router from '@koa/router';
import { koaBody } from 'koa-body';
import { requireAdmin, type AdminGuardOptions } from '../middleware/admin.js';
import type { AuthService, SignedIn } from '../services/auth.js';
import { parseId, parseKind, type ContentEditingService } from '../services/content-editing.js';
import { requireJson } from './json.js';

/** A story with its translations and a long narrative stays far below this. */
const jsonBody = koaBody({
  json: true,
  jsonStrict: true,
  jsonLimit: 1024 * 1024,
  urlencoded: false,
  text: false,
  multipart: false,
});

/**
 * Staff publishing (packages/shared publishing.ts lists the endpoints): thin handlers over the
 * content-editing service, all behind the admin guard (401 without a session, 403 cross-site).
 */
export function contentRoutes(
  router: Router,
  deps: { auth: AuthService; content: ContentEditingService; guard: AdminGuardOptions },
): void {
  const admin = requireAdmin(deps.auth, deps.guard);
  const { content } = deps;
  const by = (state: { admin?: SignedIn }) => state.admin?.email ?? null;

  router.get('/api/admin/consents', admin, async (ctx) => {
    ctx.body = await content.consents(ctx.query.days);
  });

  router.get('/api/admin/images', admin, async (ctx) => {
    ctx.body = await content.images();
  });

  router.get('/api/admin/:kind', admin, async (ctx) => {
    ctx.body = await content.list(parseKind(ctx.params.kind));
  });

  router.post('/api/admin/:kind', admin, requireJson, jsonBody, async (ctx) => {
    const kind = parseKind(ctx.params.kind);
    ctx.status = 201;
    ctx.body = await content.create(kind, ctx.request.body, by(ctx.state));
  });

  router.get('/api/admin/:kind/:id', admin, async (ctx) => {
    ctx.body = await content.get(parseKind(ctx.params.kind), parseId(ctx.params.id));
  });

  router.put('/api/admin/:kind/:id', admin, requireJson, jsonBody, async (ctx) => {
    ctx.body = await content.save(
      parseKind(ctx.params.kind),
      parseId(ctx.params.id),
      ctx.request.body,
      by(ctx.state),
    );
  });

  router.delete('/api/admin/:kind/:id', admin, async (ctx) => {
    await content.remove(
      parseKind(ctx.params.kind),
      parseId(ctx.params.id),
      ctx.query.version,
      by(ctx.state),
    );
    ctx.status = 204;
  });

  router.post('/api/admin/:kind/:id/publish', admin, requireJson, jsonBody, async (ctx) => {
    ctx.body = await content.publish(
      parseKind(ctx.params.kind),
      parseId(ctx.params.id),
      ctx.request.body,
      by(ctx.state),
    );
  });

  router.post('/api/admin/:kind/:id/unpublish', admin, requireJson, jsonBody, async (ctx) => {
    ctx.body = await content.unpublish(
      parseKind(ctx.params.kind),
      parseId(ctx.params.id),
      ctx.request.body,
      by(ctx.state),
    );
  });

  router.get('/api/admin/:kind/:id/revisions', admin, async (ctx) => {
    ctx.body = await content.revisions(parseKind(ctx.params.kind), parseId(ctx.params.id));
  });

  router.post(
    '/api/admin/:kind/:id/revisions/:version/restore',
    admin,
    requireJson,
    jsonBody,
    async (ctx) => {
      ctx.body = await content.restore(
        parseKind(ctx.params.kind),
        parseId(ctx.params.id),
        parseId(ctx.params.version),
        ctx.request.body,
        by(ctx.state),
      );
    },
  );
}

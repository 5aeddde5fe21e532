import { Readable } from 'node:stream';
import type Router from '@koa/router';
import { ERROR_CODES, NEWSLETTER_COUNTS_HEADER, TOTAL_COUNT_HEADER } from '@ia/shared';
import type { Context } from 'koa';
import { koaBody } from 'koa-body';
import { requestInfo, staffGuards, type AdminGuardOptions } from '../middleware/admin.js';
import type { AuthService, SignedIn } from '../services/auth.js';
import type { NewsletterService } from '../services/newsletter.js';
import { ApiError, badRequest } from '../errors.js';
import { bodyText, jsonBodyParser, requireJson } from './json.js';

const smallJson = jsonBodyParser(4 * 1024);
/** A subscribers' CSV file: a hundred thousand rows fit. */
const IMPORT_MAX_BYTES = 16 * 1024 * 1024;
const issueJson = jsonBodyParser(2 * 1024 * 1024);
/** The one-click unsubscribe: mail clients post `List-Unsubscribe=One-Click` as a form. */
const formBody = koaBody({
  json: false,
  urlencoded: true,
  formLimit: 1024,
  text: true,
  textLimit: 1024,
  multipart: false,
});

/**
 * The newsletter. Public (open to partner origins, see app.ts):
 *
 *   POST /api/newsletter/subscriptions { email, language, topics? }  → 202, always the same
 *   POST /api/newsletter/confirm { token }                           → 200 { status, key }
 *   POST /api/newsletter/unsubscribe?key=…  (RFC 8058 one-click)     → 200
 *   GET|PUT /api/newsletter/preferences?key=… / { key, language, topics }
 *   GET /api/newsletter/archive?language=fr        sent issues (no body), newest first
 *   GET /api/newsletter/archive/{id}?language=fr   one sent issue with its body
 *
 * Staff: subscribers and counts (every role reads), issues (every role drafts, editors and
 * administrators send):
 *
 *   GET  /api/admin/newsletter/subscribers?q&status&page&pageSize   (X-Total-Count)
 *   GET  /api/admin/newsletter/subscribers/counts
 *   GET  /api/admin/newsletter/subscribers/export.csv?q&status   (editors and administrators)
 *   POST /api/admin/newsletter/subscribers/import  (text/csv: email, language, topics)
 *   DELETE /api/admin/newsletter/subscribers/{id}   erasure: the address goes, its hash stays
 *   GET|POST /api/admin/newsletter/issues          GET|PUT /api/admin/newsletter/issues/{id}
 *   GET  /api/admin/newsletter/issues/{id}/preview?language=fr
 *   POST /api/admin/newsletter/issues/{id}/test { language? }
 *   POST /api/admin/newsletter/issues/{id}/send { scheduledAt? }   → 202
 */
export function newsletterRoutes(
  router: Router,
  deps: { auth: AuthService; newsletter: NewsletterService; guard: AdminGuardOptions },
): void {
  const { newsletter } = deps;
  const guards = staffGuards(deps.auth, deps.guard);
  const sender = guards.requireRole('editor');
  const me = (ctx: Context) => ctx.state.admin as SignedIn;
  const noStore = (ctx: Context) => ctx.set('Cache-Control', 'no-store');

  router.post('/api/newsletter/subscriptions', requireJson, smallJson, async (ctx) => {
    noStore(ctx);
    ctx.body = await newsletter.subscribe(ctx.request.body, requestInfo(ctx).address);
    ctx.status = 202;
  });

  router.post('/api/newsletter/confirm', requireJson, smallJson, async (ctx) => {
    noStore(ctx);
    ctx.body = await newsletter.confirm(ctx.request.body);
  });

  router.post('/api/newsletter/unsubscribe', formBody, async (ctx) => {
    noStore(ctx);
    const body = ctx.request.body as Record<string, unknown> | string | undefined;
    const key = ctx.query.key ?? (typeof body === 'object' ? body?.key : undefined);
    ctx.body = await newsletter.unsubscribe(key);
  });

  router.get('/api/newsletter/preferences', async (ctx) => {
    noStore(ctx);
    ctx.body = await newsletter.preferences(ctx.query.key);
  });

  router.put('/api/newsletter/preferences', requireJson, smallJson, async (ctx) => {
    noStore(ctx);
    ctx.body = await newsletter.changePreferences(ctx.request.body);
  });

  router.get('/api/newsletter/archive', async (ctx) => {
    ctx.body = await newsletter.archive(ctx.query.language);
  });

  router.get('/api/newsletter/archive/:id', async (ctx) => {
    ctx.body = await newsletter.archiveIssue(ctx.params.id!, ctx.query.language);
  });

  router.get('/api/admin/newsletter/subscribers', guards.staff, async (ctx) => {
    const { items, total } = await newsletter.subscribers(ctx.query);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.set(NEWSLETTER_COUNTS_HEADER, JSON.stringify(await newsletter.statusCounts()));
    ctx.body = items;
  });

  router.get('/api/admin/newsletter/subscribers/export.csv', sender, async (ctx) => {
    const rows = newsletter.exportSubscribers(ctx.query);
    // The first chunk is read before answering, so a bad query is still a 400 in JSON.
    const first = await rows.next();
    const day = new Date().toISOString().slice(0, 10);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Cache-Control', 'no-store');
    ctx.set('Content-Disposition', `attachment; filename="newsletter-subscribers-${day}.csv"`);
    ctx.body = Readable.from(
      (async function* () {
        if (!first.done) yield first.value;
        yield* rows;
      })(),
    );
  });

  router.post('/api/admin/newsletter/subscribers/import', sender, async (ctx) => {
    if (!ctx.is('text/csv')) {
      throw new ApiError(415, ERROR_CODES.unsupportedMediaType, 'Send the file as text/csv');
    }
    const text = await bodyText(ctx, IMPORT_MAX_BYTES);
    if (text.trim() === '') throw badRequest('The file is empty.');
    ctx.body = await newsletter.importSubscribers(me(ctx), text, requestInfo(ctx).address);
  });

  router.delete('/api/admin/newsletter/subscribers/:id', sender, async (ctx) => {
    ctx.body = await newsletter.eraseSubscriber(me(ctx), ctx.params.id!, requestInfo(ctx).address);
  });

  router.get('/api/admin/newsletter/subscribers/counts', guards.staff, async (ctx) => {
    ctx.body = await newsletter.counts();
  });

  router.get('/api/admin/newsletter/issues', guards.staff, async (ctx) => {
    ctx.body = await newsletter.issues();
  });

  router.post('/api/admin/newsletter/issues', guards.staff, requireJson, issueJson, async (ctx) => {
    ctx.body = await newsletter.createIssue(me(ctx), ctx.request.body);
    ctx.status = 201;
  });

  router.get('/api/admin/newsletter/issues/:id', guards.staff, async (ctx) => {
    ctx.body = await newsletter.issue(ctx.params.id!);
  });

  router.put(
    '/api/admin/newsletter/issues/:id',
    guards.staff,
    requireJson,
    issueJson,
    async (ctx) => {
      ctx.body = await newsletter.updateIssue(ctx.params.id!, ctx.request.body);
    },
  );

  router.get('/api/admin/newsletter/issues/:id/preview', guards.staff, async (ctx) => {
    ctx.body = await newsletter.preview(ctx.params.id!, ctx.query.language);
  });

  router.post('/api/admin/newsletter/issues/:id/test', guards.staff, smallJson, async (ctx) => {
    ctx.body = await newsletter.sendTest(me(ctx), ctx.params.id!, ctx.request.body);
    ctx.status = 202;
  });

  router.post('/api/admin/newsletter/issues/:id/send', sender, smallJson, async (ctx) => {
    ctx.body = await newsletter.send(
      me(ctx),
      ctx.params.id!,
      ctx.request.body,
      requestInfo(ctx).address,
    );
    ctx.status = 202;
  });
}

import type Router from '@koa/router';
import { MESSAGE_COUNTS_HEADER, TOTAL_COUNT_HEADER } from '@ia/shared';
import { Readable } from 'node:stream';
import { requireRole, type AdminGuardOptions } from '../middleware/admin.js';
import type { AuthService } from '../services/auth.js';
import type { ContactMessageService } from '../services/contact-messages.js';
import { requireJson, jsonBodyParser } from './json.js';

const jsonBody = jsonBodyParser(1024);

/**
 * The contact messages, for editors and administrators (403 for contributors):
 *   GET   /api/admin/contact-messages?status=inbox|unread|archived|all&page&pageSize
 *         newest first, with X-Total-Count and X-Message-Counts (the count of each filter)
 *   PATCH /api/admin/contact-messages/{id}  { read?, archived?, answered? }
 *   POST  /api/admin/contact-messages/read-all
 *   GET   /api/admin/contact-messages/export.csv?status=…   the filter's messages as CSV
 *   GET   /api/admin/contact-messages/recipients  { recipients }: how many get them by e-mail
 */
export function adminRoutes(
  router: Router,
  deps: { auth: AuthService; contactMessages: ContactMessageService; guard: AdminGuardOptions },
): void {
  const admin = requireRole(deps.auth, deps.guard, 'editor');
  const messages = deps.contactMessages;

  router.get('/api/admin/contact-messages', admin, async (ctx) => {
    const { items, total, counts } = await messages.list(ctx.query);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.set(MESSAGE_COUNTS_HEADER, JSON.stringify(counts));
    ctx.body = items;
  });

  router.get('/api/admin/contact-messages/export.csv', admin, async (ctx) => {
    const rows = messages.exportCsv(ctx.query);
    // The first chunk is read before answering, so a bad query is still a 400 in JSON.
    const first = await rows.next();
    const day = new Date().toISOString().slice(0, 10);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="contact-messages-${day}.csv"`);
    ctx.body = Readable.from(
      (async function* () {
        if (!first.done) yield first.value;
        yield* rows;
      })(),
    );
  });

  router.get('/api/admin/contact-messages/recipients', admin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { recipients: await messages.recipients() };
  });

  router.post('/api/admin/contact-messages/read-all', admin, async (ctx) => {
    ctx.body = { marked: await messages.markAllRead() };
  });

  router.patch('/api/admin/contact-messages/:id', admin, requireJson, jsonBody, async (ctx) => {
    ctx.body = await messages.change(ctx.params.id, ctx.request.body);
  });
}

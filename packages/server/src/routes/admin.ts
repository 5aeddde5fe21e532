import type Router from '@koa/router';
import { TOTAL_COUNT_HEADER } from '@ia/shared';
import { requireAdmin, type AdminGuardOptions } from '../middleware/admin.js';
import type { AuthService } from '../services/auth.js';
import type { ContactMessageService } from '../services/contact-messages.js';

/** GET /api/admin/contact-messages: the dashboard's list, newest first, with optional paging. */
export function adminRoutes(
  router: Router,
  deps: { auth: AuthService; contactMessages: ContactMessageService; guard: AdminGuardOptions },
): void {
  const admin = requireAdmin(deps.auth, deps.guard);
  router.get('/api/admin/contact-messages', admin, async (ctx) => {
    const { items, total } = await deps.contactMessages.list(ctx.query);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = items;
  });
}

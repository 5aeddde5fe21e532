import type Router from '@koa/router';
import { requireAdmin, requireRole, type AdminGuardOptions } from '../middleware/admin.js';
import { badRequest } from '../errors.js';
import type { AuthService } from '../services/auth.js';
import type { Reach } from '../services/reach.js';

/**
 * Reach, for staff:
 *   GET /api/admin/reach?from=YYYY-MM-DD&to=YYYY-MM-DD   the report (editors, administrators)
 *   GET /api/admin/reach/export.csv?from&to              the same as CSV
 *   GET /api/admin/reach/item?kind=story|article&slug=   an item's reads this month and the
 *                                                        views partner sites gave it (all staff)
 * Everything answered before the request is included (the counts in memory are written first).
 */
export function reachRoutes(
  router: Router,
  deps: { auth: AuthService; reach: Reach; guard: AdminGuardOptions; now?: () => Date },
): void {
  const editors = requireRole(deps.auth, deps.guard, 'editor');
  const staff = requireAdmin(deps.auth, deps.guard);
  const { reach } = deps;

  router.get('/api/admin/reach', editors, async (ctx) => {
    ctx.body = await reach.report(ctx.query.from, ctx.query.to);
  });

  router.get('/api/admin/reach/export.csv', editors, async (ctx) => {
    const report = await reach.report(ctx.query.from, ctx.query.to);
    ctx.type = 'text/csv; charset=utf-8';
    ctx.set('Content-Disposition', `attachment; filename="reach-${report.from}-${report.to}.csv"`);
    ctx.body = reach.csv(report);
  });

  router.get('/api/admin/reach/item', staff, async (ctx) => {
    const { kind, slug } = ctx.query;
    if ((kind !== 'story' && kind !== 'article') || typeof slug !== 'string' || !slug) {
      throw badRequest('kind is story or article, and slug is given');
    }
    const today = (deps.now?.() ?? new Date()).toISOString().slice(0, 10);
    const from = `${today.slice(0, 7)}-01`;
    ctx.body = { from, to: today, ...(await reach.itemReads(kind, slug, from, today)) };
  });
}

import type Router from '@koa/router';
import {
  OUTBOX_COUNTS_HEADER,
  OUTBOX_HELD_HEADER,
  OUTBOX_SENDING_HEADER,
  TOTAL_COUNT_HEADER,
  type OutboxHold,
} from '@ia/shared';
import type { Context } from 'koa';
import { requestInfo, staffGuards, type AdminGuardOptions } from '../middleware/admin.js';
import { listAudit } from '../services/audit.js';
import type { AuthService, SignedIn } from '../services/auth.js';
import type { StaffService } from '../services/staff.js';
import type { AuditLogRepository } from '../db/repositories/audit-log.js';
import { requireJson, jsonBodyParser } from './json.js';

const jsonBody = jsonBodyParser(4 * 1024);

/**
 * Staff accounts, for administrators only (403 for other roles):
 *
 *   GET    /api/admin/users                    PATCH /api/admin/users/{id} { role?, active? }
 *   POST   /api/admin/users { email, role }    POST|DELETE /api/admin/users/{id}/invitation
 *   DELETE /api/admin/users/{id}/two-factor    GET /api/admin/audit-log?page&pageSize&event
 *   GET    /api/admin/emails?status&page&pageSize    POST /api/admin/emails/{id}/retry
 *   GET|PUT /api/admin/settings/security
 */
export function staffRoutes(
  router: Router,
  deps: {
    auth: AuthService;
    staff: StaffService;
    auditLog: AuditLogRepository;
    guard: AdminGuardOptions;
    /** The setting e-mails wait for in the outbox (SMTP_URL, PUBLIC_BASE_URL); undefined: sent. */
    mailHeld: () => OutboxHold | undefined;
  },
): void {
  const { staff, guard } = deps;
  const administrator = staffGuards(deps.auth, guard).requireRole('administrator');
  const me = (ctx: Context) => ctx.state.admin as SignedIn;

  router.get('/api/admin/users', administrator, async (ctx) => {
    ctx.body = await staff.list();
  });

  router.post('/api/admin/users', administrator, requireJson, jsonBody, async (ctx) => {
    ctx.status = 201;
    ctx.body = await staff.invite(me(ctx), ctx.request.body, requestInfo(ctx), guard.siteUrl);
  });

  router.patch('/api/admin/users/:id', administrator, requireJson, jsonBody, async (ctx) => {
    ctx.body = await staff.change(me(ctx), ctx.params.id, ctx.request.body, requestInfo(ctx));
  });

  router.post('/api/admin/users/:id/invitation', administrator, async (ctx) => {
    ctx.status = 201;
    ctx.body = await staff.resendInvitation(
      me(ctx),
      ctx.params.id,
      requestInfo(ctx),
      guard.siteUrl,
    );
  });

  router.delete('/api/admin/users/:id/invitation', administrator, async (ctx) => {
    await staff.revokeInvitation(me(ctx), ctx.params.id, requestInfo(ctx));
    ctx.status = 204;
  });

  router.delete('/api/admin/users/:id/two-factor', administrator, async (ctx) => {
    ctx.body = await staff.resetTwoFactor(me(ctx), ctx.params.id, requestInfo(ctx));
  });

  router.get('/api/admin/audit-log', administrator, async (ctx) => {
    const { items, total } = await listAudit(deps.auditLog, ctx.query);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.body = items;
  });

  router.get('/api/admin/emails', administrator, async (ctx) => {
    const { items, total, counts } = await staff.emails(ctx.query);
    ctx.set(TOTAL_COUNT_HEADER, String(total));
    ctx.set(OUTBOX_COUNTS_HEADER, JSON.stringify(counts));
    const held = deps.mailHeld();
    ctx.set(OUTBOX_SENDING_HEADER, String(held === undefined));
    if (held !== undefined) ctx.set(OUTBOX_HELD_HEADER, held);
    ctx.body = items;
  });

  router.post('/api/admin/emails/:id/retry', administrator, async (ctx) => {
    ctx.body = await staff.retryEmail(ctx.params.id);
  });

  router.get('/api/admin/settings/security', administrator, async (ctx) => {
    ctx.body = await staff.securitySettings();
  });

  router.put('/api/admin/settings/security', administrator, requireJson, jsonBody, async (ctx) => {
    ctx.body = await staff.changeSecuritySettings(me(ctx), ctx.request.body, requestInfo(ctx));
  });
}

import type { AuditEvent, AuditEventName } from '@ia/shared';
import type { AuditLogRepository } from '../db/repositories/audit-log.js';
import { badRequest } from '../errors.js';
import { parseListParams, type RawQuery } from './list-query.js';

/** The security events the audit log keeps (packages/shared staff.ts lists them). */
export type { AuditEventName };

/** Who did something, or whose account it was about. */
export interface AuditParty {
  id: number | null;
  email: string | null;
}

export interface AuditEntry {
  actor?: AuditParty | null;
  target?: AuditParty | null;
  address?: string | null;
  details?: Record<string, unknown>;
}

/**
 * Writes one event with the repository it is given: the one of the transaction of the change
 * it records, so an event is kept exactly when its change is.
 */
export function recordAudit(
  r: { auditLog: AuditLogRepository },
  at: Date,
  event: AuditEventName,
  entry: AuditEntry,
): Promise<void> {
  return r.auditLog.insert({
    at: at.toISOString(),
    event,
    actorId: entry.actor?.id ?? null,
    actorEmail: entry.actor?.email ?? null,
    targetId: entry.target?.id ?? null,
    targetEmail: entry.target?.email ?? null,
    address: entry.address ?? null,
    details: entry.details ?? {},
  });
}

/** `GET /api/admin/audit-log`: newest first, paged (default 50, at most 100), `event` filters. */
export async function listAudit(
  auditLog: AuditLogRepository,
  raw: RawQuery,
): Promise<{ items: AuditEvent[]; total: number }> {
  const { event, ...paging } = raw;
  for (const key of Object.keys(paging)) {
    if (key !== 'page' && key !== 'pageSize') {
      throw badRequest(
        `Unknown query parameter ${JSON.stringify(key.slice(0, 40))}; allowed: page, pageSize, event`,
      );
    }
  }
  if (event !== undefined && (typeof event !== 'string' || !/^[a-z_]{1,40}$/.test(event))) {
    throw badRequest('event must be the name of an event, such as sign_in_failed');
  }
  const page = pageOf(paging);
  return auditLog.list({ page, event: event || undefined });
}

/** Paging of the staff lists: `page` (from 1) and `pageSize` (1 to 100, default 50). */
export function pageOf(raw: RawQuery): { limit: number; offset: number } {
  const parsed = parseListParams({ pageSize: '50', ...raw } as RawQuery, ['newest'], 'newest').page;
  return parsed ?? { limit: 50, offset: 0 };
}

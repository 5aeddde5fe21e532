import type { AuditEvent } from '@ia/shared';
import type { Knex } from 'knex';
import { toCount, toIso } from '../knex.js';
import type { Page } from './query-helpers.js';

/** An event of the audit log as stored (the shape the API answers, `AuditEvent`). */
export type StoredAuditEvent = AuditEvent;
export type NewAuditEvent = Omit<AuditEvent, 'id'>;

interface Row {
  id: number;
  at: unknown;
  event: string;
  actor_id: number | null;
  actor_email: string | null;
  target_id: number | null;
  target_email: string | null;
  address: string | null;
  details: string;
}

function parseDetails(text: string): Record<string, unknown> {
  try {
    const value = JSON.parse(text) as unknown;
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const toEvent = (row: Row): StoredAuditEvent => ({
  id: Number(row.id),
  at: toIso(row.at),
  event: row.event,
  actorId: row.actor_id === null ? null : Number(row.actor_id),
  actorEmail: row.actor_email,
  targetId: row.target_id === null ? null : Number(row.target_id),
  targetEmail: row.target_email,
  address: row.address,
  details: parseDetails(row.details),
});

export type AuditLogRepository = ReturnType<typeof createAuditLogRepository>;

/** Security events, newest first when read. */
export function createAuditLogRepository(db: Knex) {
  return {
    async insert(event: NewAuditEvent): Promise<void> {
      await db('audit_log').insert({
        at: event.at,
        event: event.event,
        actor_id: event.actorId,
        actor_email: event.actorEmail,
        target_id: event.targetId,
        target_email: event.targetEmail,
        address: event.address,
        details: JSON.stringify(event.details),
      });
    },

    async list(query: {
      page: Page;
      event?: string;
    }): Promise<{ items: StoredAuditEvent[]; total: number }> {
      const filtered = () => {
        const rows = db('audit_log');
        if (query.event) void rows.where('event', query.event);
        return rows;
      };
      const rows = (await filtered()
        .select()
        .orderBy([
          { column: 'at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(query.page.limit)
        .offset(query.page.offset)) as Row[];
      const [count] = (await filtered().count({ n: '*' })) as { n: unknown }[];
      return { items: rows.map(toEvent), total: toCount(count?.n) };
    },
  };
}

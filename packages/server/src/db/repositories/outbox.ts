import type { Knex } from 'knex';
import type { OutboxStatus } from '@ia/shared';
import { toCount, toIso } from '../knex.js';
import type { Page } from './query-helpers.js';

/** An e-mail as written to the outbox, whole: the sender needs nothing else. */
export interface NewOutboxEmail {
  /** `<random@domain>`: the same on every try, so a copy sent twice can be recognised. */
  messageId: string;
  /** invitation, password_reset, contact_message, review_request, review_returned, item_published. */
  kind: string;
  to: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  language: string;
  createdAt: string;
  /** Milliseconds since 1970: when it may first be sent (now). */
  notBefore: number;
}

export interface StoredOutboxEmail extends Omit<NewOutboxEmail, 'notBefore'> {
  id: number;
  status: OutboxStatus;
  attempts: number;
  /** Milliseconds since 1970. */
  nextAttemptAt: number;
  lastError: string | null;
  sentAt: string | null;
}

interface Row {
  id: number;
  message_id: string;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  language: string;
  status: OutboxStatus;
  attempts: number;
  next_attempt_at: unknown;
  last_error: string | null;
  created_at: unknown;
  sent_at: unknown;
}

const toEmail = (row: Row): StoredOutboxEmail => ({
  id: Number(row.id),
  messageId: row.message_id,
  kind: row.kind,
  to: row.to_address,
  replyTo: row.reply_to,
  subject: row.subject,
  text: row.text_body,
  html: row.html_body,
  language: row.language,
  status: row.status,
  attempts: Number(row.attempts),
  nextAttemptAt: Number(row.next_attempt_at),
  lastError: row.last_error,
  createdAt: toIso(row.created_at),
  sentAt: row.sent_at === null || row.sent_at === undefined ? null : toIso(row.sent_at),
});

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

/**
 * The e-mail outbox. Rows are written in the transaction of what causes them and sent by
 * mail/sender.ts: a sender claims a due row for a while (`locked_until`) with one conditional
 * update, so two processes never send one row at the same time, and a row whose sender died is
 * sent again once the claim runs out (with the same Message-ID).
 */
export function createOutboxRepository(db: Knex) {
  return {
    async insert(email: NewOutboxEmail): Promise<number> {
      const [inserted] = (await db('outbox_emails')
        .insert({
          message_id: email.messageId,
          kind: email.kind,
          to_address: email.to,
          reply_to: email.replyTo,
          subject: email.subject,
          text_body: email.text,
          html_body: email.html,
          language: email.language,
          status: 'pending',
          attempts: 0,
          next_attempt_at: email.notBefore,
          created_at: email.createdAt,
        })
        .returning('id')) as { id: number }[];
      return Number(inserted?.id);
    },

    /**
     * Claims up to `limit` pending e-mails due at `now` that no live sender holds, until
     * `now + leaseMs`; answers those this call claimed, oldest first.
     */
    async claimDue(now: number, leaseMs: number, limit: number): Promise<StoredOutboxEmail[]> {
      const free = (q: Knex.QueryBuilder) =>
        q
          .where('status', 'pending')
          .andWhere('next_attempt_at', '<=', now)
          .andWhere(
            (inner) => void inner.whereNull('locked_until').orWhere('locked_until', '<=', now),
          );
      const candidates = (await free(db('outbox_emails').select('id'))
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit)) as { id: number }[];
      const claimed: StoredOutboxEmail[] = [];
      for (const { id } of candidates) {
        const changed = await free(db('outbox_emails').where('id', id)).update({
          locked_until: now + leaseMs,
        });
        if (changed !== 1) continue;
        const row = (await db('outbox_emails').where('id', id).first()) as Row | undefined;
        if (row) claimed.push(toEmail(row));
      }
      return claimed;
    },

    /** Gives claims back (a sender that stops before sending what it claimed). */
    async release(ids: number[]): Promise<void> {
      await db('outbox_emails').whereIn('id', ids).andWhere('status', 'pending').update({
        locked_until: null,
      });
    },

    async markSent(id: number, at: string): Promise<void> {
      await db('outbox_emails')
        .where('id', id)
        .update({ status: 'sent', sent_at: at, locked_until: null, last_error: null });
    },

    /** A failed try: tried again at `nextAttemptAt`, or given up (`failed`). */
    async markAttemptFailed(
      id: number,
      result: { attempts: number; nextAttemptAt: number; error: string; givenUp: boolean },
    ): Promise<void> {
      await db('outbox_emails')
        .where('id', id)
        .update({
          status: result.givenUp ? 'failed' : 'pending',
          attempts: result.attempts,
          next_attempt_at: result.nextAttemptAt,
          last_error: result.error.slice(0, 1000),
          locked_until: null,
        });
    },

    /** A failed e-mail back in the queue, due at `now`; undefined when there is no such e-mail. */
    async retry(id: number, now: number): Promise<StoredOutboxEmail | undefined> {
      await db('outbox_emails')
        .where({ id, status: 'failed' })
        .update({ status: 'pending', next_attempt_at: now, locked_until: null });
      const row = (await db('outbox_emails').where('id', id).first()) as Row | undefined;
      return row ? toEmail(row) : undefined;
    },

    /** Newest first, one page; `status` filters. */
    async list(query: {
      status?: OutboxStatus;
      page: Page;
    }): Promise<{ items: StoredOutboxEmail[]; total: number }> {
      const filtered = () => {
        const rows = db('outbox_emails');
        if (query.status) void rows.where('status', query.status);
        return rows;
      };
      const rows = (await filtered()
        .select()
        .orderBy([
          { column: 'created_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(query.page.limit)
        .offset(query.page.offset)) as Row[];
      const [count] = (await filtered().count({ n: '*' })) as { n: unknown }[];
      return { items: rows.map(toEmail), total: toCount(count?.n) };
    },

    /** How many e-mails are in each state. */
    async counts(): Promise<Record<OutboxStatus, number>> {
      const rows = (await db('outbox_emails')
        .select('status')
        .count({ n: '*' })
        .groupBy('status')) as { status: OutboxStatus; n: unknown }[];
      const counts: Record<OutboxStatus, number> = { pending: 0, sent: 0, failed: 0 };
      for (const row of rows) counts[row.status] = toCount(row.n);
      return counts;
    },

    /** Every e-mail (tests and tools; the API pages). */
    async all(): Promise<StoredOutboxEmail[]> {
      return ((await db('outbox_emails').orderBy('id')) as Row[]).map(toEmail);
    },
  };
}

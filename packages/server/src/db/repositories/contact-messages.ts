import type { Knex } from 'knex';
import { toCount, toIso } from '../knex.js';
import { totalOf, type Page } from './query-helpers.js';

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  createdAt: string;
}

export interface StoredContactMessage extends NewContactMessage {
  id: number;
  /** When staff read it; null while unread. */
  readAt: string | null;
  /** When staff archived it; null while in the inbox. */
  archivedAt: string | null;
  /** When staff marked it answered; null until then. */
  answeredAt: string | null;
}

/** Which messages a list shows: the inbox (not archived), the unread ones, the archive, all. */
export type MessageFilter = 'inbox' | 'unread' | 'archived' | 'all';

interface Row {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: unknown;
  read_at: unknown;
  archived_at: unknown;
  answered_at: unknown;
}

const toMessage = (row: Row): StoredContactMessage => ({
  id: Number(row.id),
  name: row.name,
  email: row.email,
  message: row.message,
  createdAt: toIso(row.created_at),
  readAt: row.read_at === null || row.read_at === undefined ? null : toIso(row.read_at),
  archivedAt:
    row.archived_at === null || row.archived_at === undefined ? null : toIso(row.archived_at),
  answeredAt:
    row.answered_at === null || row.answered_at === undefined ? null : toIso(row.answered_at),
});

function filtered(db: Knex, filter: MessageFilter): Knex.QueryBuilder {
  const rows = db('contact_messages');
  if (filter === 'inbox') void rows.whereNull('archived_at');
  if (filter === 'unread') void rows.whereNull('archived_at').whereNull('read_at');
  if (filter === 'archived') void rows.whereNotNull('archived_at');
  return rows;
}

export type ContactMessageRepository = ReturnType<typeof createContactMessageRepository>;

/** Messages sent with the contact form, stored as given (they are text, never HTML). */
export function createContactMessageRepository(db: Knex) {
  /** Newest first (ties: the later id first); one page when `page` is given, else all. */
  async function list(query: {
    page?: Page;
    filter?: MessageFilter;
  }): Promise<{ items: StoredContactMessage[]; total: number }> {
    const filter = query.filter ?? 'all';
    const rows = filtered(db, filter)
      .select(
        'id',
        'name',
        'email',
        'message',
        'created_at',
        'read_at',
        'archived_at',
        'answered_at',
      )
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    if (query.page) void rows.limit(query.page.limit).offset(query.page.offset);
    const items = ((await rows) as Row[]).map(toMessage);
    return { items, total: await totalOf(query, items.length, () => filtered(db, filter)) };
  }

  return {
    /** Resolves once the row is committed, so the 201 is only sent for a stored message. */
    async insert(message: NewContactMessage): Promise<StoredContactMessage> {
      const [inserted] = (await db('contact_messages')
        .insert({
          name: message.name,
          email: message.email,
          message: message.message,
          created_at: message.createdAt,
        })
        .returning('id')) as { id: number }[];
      return {
        ...message,
        id: Number(inserted?.id),
        readAt: null,
        archivedAt: null,
        answeredAt: null,
      };
    },

    async listNewestFirst(limit = 100): Promise<StoredContactMessage[]> {
      return (await list({ page: { limit, offset: 0 } })).items;
    },

    list,

    /** How many messages each filter shows. */
    async counts(): Promise<Record<MessageFilter, number>> {
      const [row] = (await db('contact_messages').select(
        db.raw('count(*) as ??', ['all']),
        db.raw('sum(case when archived_at is null then 1 else 0 end) as ??', ['inbox']),
        db.raw('sum(case when archived_at is null and read_at is null then 1 else 0 end) as ??', [
          'unread',
        ]),
        db.raw('sum(case when archived_at is not null then 1 else 0 end) as ??', ['archived']),
      )) as Record<MessageFilter, unknown>[];
      return {
        all: toCount(row?.all),
        inbox: toCount(row?.inbox),
        unread: toCount(row?.unread),
        archived: toCount(row?.archived),
      };
    },

    /**
     * Sets or clears when a message was read, archived and answered; undefined when there is
     * none.
     */
    async mark(
      id: number,
      change: { readAt?: string | null; archivedAt?: string | null; answeredAt?: string | null },
    ): Promise<StoredContactMessage | undefined> {
      const columns: Record<string, string | null> = {};
      if (change.readAt !== undefined) columns.read_at = change.readAt;
      if (change.archivedAt !== undefined) columns.archived_at = change.archivedAt;
      if (change.answeredAt !== undefined) columns.answered_at = change.answeredAt;
      if (Object.keys(columns).length > 0) {
        await db('contact_messages').where('id', id).update(columns);
      }
      const row = (await db('contact_messages').where('id', id).first('*')) as Row | undefined;
      return row ? toMessage(row) : undefined;
    },

    /** Every unread message in the inbox marked read at `at`; answers how many. */
    async markAllRead(at: string): Promise<number> {
      return db('contact_messages').whereNull('read_at').whereNull('archived_at').update({
        read_at: at,
      });
    },

    /**
     * The messages of a filter, newest first, a batch at a time (an export of many thousands
     * never holds them all in memory).
     */
    async *batches(filter: MessageFilter, size = 500): AsyncGenerator<StoredContactMessage[]> {
      for (let offset = 0; ; offset += size) {
        const { items } = await list({ filter, page: { limit: size, offset } });
        if (items.length > 0) yield items;
        if (items.length < size) return;
      }
    },
  };
}

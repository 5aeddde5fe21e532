import type { Knex } from 'knex';
import { toIso } from '../knex.js';
import { totalOf, type Page } from './query-helpers.js';

export interface NewContactMessage {
  name: string;
  email: string;
  message: string;
  createdAt: string;
}

export interface StoredContactMessage extends NewContactMessage {
  id: number;
}

interface Row {
  id: number;
  name: string;
  email: string;
  message: string;
  created_at: unknown;
}

export type ContactMessageRepository = ReturnType<typeof createContactMessageRepository>;

/** Messages sent with the contact form, stored as given (they are text, never HTML). */
export function createContactMessageRepository(db: Knex) {
  /** Newest first (ties: the later id first); one page when `page` is given, else all. */
  async function list(query: {
    page?: Page;
  }): Promise<{ items: StoredContactMessage[]; total: number }> {
    const rows = db('contact_messages')
      .select('id', 'name', 'email', 'message', 'created_at')
      .orderBy([
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
    if (query.page) void rows.limit(query.page.limit).offset(query.page.offset);
    const items = ((await rows) as Row[]).map((row) => ({
      id: Number(row.id),
      name: row.name,
      email: row.email,
      message: row.message,
      createdAt: toIso(row.created_at),
    }));
    return { items, total: await totalOf(query, items.length, () => db('contact_messages')) };
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
      return { ...message, id: Number(inserted?.id) };
    },

    async listNewestFirst(limit = 100): Promise<StoredContactMessage[]> {
      return (await list({ page: { limit, offset: 0 } })).items;
    },

    list,
  };
}

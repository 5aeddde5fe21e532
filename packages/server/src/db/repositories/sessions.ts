import type { Knex } from 'knex';
import { toIso } from '../knex.js';
import { toUser, type StoredUser } from './users.js';

export interface NewSession {
  /** SHA-256 (hex) of the cookie's token; the token itself is never stored. */
  id: string;
  /** What the sessions list shows and ends (random; says nothing about the token). */
  handle: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  address: string | null;
  userAgent: string | null;
}

export interface StoredSession {
  id: string;
  handle: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
  lastActiveAt: string;
  address: string | null;
  userAgent: string | null;
}

interface Row {
  id: string;
  handle: string | null;
  user_id: number;
  created_at: unknown;
  expires_at: unknown;
  last_active_at: unknown;
  address: string | null;
  user_agent: string | null;
}

const toSession = (row: Row): StoredSession => ({
  id: row.id,
  handle: row.handle ?? '',
  userId: Number(row.user_id),
  createdAt: toIso(row.created_at),
  expiresAt: toIso(row.expires_at),
  lastActiveAt: toIso(row.last_active_at ?? row.created_at),
  address: row.address ?? null,
  userAgent: row.user_agent ?? null,
});

export type SessionRepository = ReturnType<typeof createSessionRepository>;

/** Staff sessions, looked up by the hash of the cookie's token. */
export function createSessionRepository(db: Knex) {
  return {
    async insert(session: NewSession): Promise<void> {
      await db('sessions').insert({
        id: session.id,
        handle: session.handle,
        user_id: session.userId,
        created_at: session.createdAt,
        expires_at: session.expiresAt,
        last_active_at: session.createdAt,
        address: session.address,
        user_agent: session.userAgent,
      });
    },

    /**
     * The session and its account, while the session lasts at `now` and the account is active
     * (a deactivated account's sessions end at once, even before their rows are removed).
     */
    async findActive(
      id: string,
      now: string,
    ): Promise<{ session: StoredSession; user: StoredUser } | undefined> {
      const row = (await db('sessions')
        .join('users', 'users.id', 'sessions.user_id')
        .where('sessions.id', id)
        .andWhere('sessions.expires_at', '>', now)
        .andWhere('users.active', true)
        .first(
          'users.*',
          'sessions.id as s_id',
          'sessions.handle as s_handle',
          'sessions.created_at as s_created_at',
          'sessions.expires_at as s_expires_at',
          'sessions.last_active_at as s_last_active_at',
          'sessions.address as s_address',
          'sessions.user_agent as s_user_agent',
        )) as (Record<string, unknown> & { id: number }) | undefined;
      if (!row) return undefined;
      return {
        session: toSession({
          id: row.s_id as string,
          handle: row.s_handle as string | null,
          user_id: row.id,
          created_at: row.s_created_at,
          expires_at: row.s_expires_at,
          last_active_at: row.s_last_active_at,
          address: row.s_address as string | null,
          user_agent: row.s_user_agent as string | null,
        }),
        user: toUser(row as unknown as Parameters<typeof toUser>[0]),
      };
    },

    /** Notes activity on a session (the caller decides how often). */
    async touch(id: string, at: string): Promise<void> {
      await db('sessions').where('id', id).update({ last_active_at: at });
    },

    /** An account's sessions that last at `now`, the most recently active first. */
    async listForUser(userId: number, now: string): Promise<StoredSession[]> {
      const rows = (await db('sessions')
        .where('user_id', userId)
        .andWhere('expires_at', '>', now)
        .orderBy([
          { column: 'last_active_at', order: 'desc' },
          { column: 'created_at', order: 'desc' },
        ])) as Row[];
      return rows.map(toSession);
    },

    async delete(id: string): Promise<void> {
      await db('sessions').where('id', id).delete();
    },

    /** Ends one of an account's sessions by its handle; false when it has none such. */
    async deleteByHandle(userId: number, handle: string): Promise<boolean> {
      return (await db('sessions').where({ user_id: userId, handle }).delete()) > 0;
    },

    /** Ends every session of an account, but `keepId` when given; answers how many ended. */
    async deleteForUser(userId: number, keepId?: string): Promise<number> {
      const rows = db('sessions').where('user_id', userId);
      if (keepId !== undefined) void rows.andWhereNot('id', keepId);
      return rows.delete();
    },

    /** Forgets sessions that expired before `now`; returns how many. */
    async deleteExpired(now: string): Promise<number> {
      return db('sessions').where('expires_at', '<=', now).delete();
    },
  };
}

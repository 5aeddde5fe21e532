import type { Knex } from 'knex';

export interface NewSession {
  /** SHA-256 (hex) of the cookie's token; the token itself is never stored. */
  id: string;
  userId: number;
  createdAt: string;
  expiresAt: string;
}

export type SessionRepository = ReturnType<typeof createSessionRepository>;

/** Admin sessions, looked up by the hash of the cookie's token. */
export function createSessionRepository(db: Knex) {
  return {
    async insert(session: NewSession): Promise<void> {
      await db('sessions').insert({
        id: session.id,
        user_id: session.userId,
        created_at: session.createdAt,
        expires_at: session.expiresAt,
      });
    },

    /** The user of a session that has not expired at `now`, or undefined. */
    async findActive(
      id: string,
      now: string,
    ): Promise<{ userId: number; email: string } | undefined> {
      const row = (await db('sessions')
        .join('users', 'users.id', 'sessions.user_id')
        .where('sessions.id', id)
        .andWhere('sessions.expires_at', '>', now)
        .first('users.id as user_id', 'users.email as email')) as
        { user_id: number; email: string } | undefined;
      return row ? { userId: Number(row.user_id), email: row.email } : undefined;
    },

    async delete(id: string): Promise<void> {
      await db('sessions').where('id', id).delete();
    },

    /** Forgets sessions that expired before `now`; returns how many. */
    async deleteExpired(now: string): Promise<number> {
      return db('sessions').where('expires_at', '<=', now).delete();
    },
  };
}

import type { Knex } from 'knex';
import { isPostgres, toIso } from '../knex.js';

/** What a single-use token is for. */
export type TokenPurpose = 'invitation' | 'password_reset' | 'setup';

export interface NewAccountToken {
  purpose: TokenPurpose;
  /** Null for a setup token (there is no account yet). */
  userId: number | null;
  /** SHA-256 (hex) of the token; the token itself is only in the e-mail or the log. */
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
  createdBy?: number | null;
}

export interface StoredAccountToken extends NewAccountToken {
  id: number;
  usedAt: string | null;
}

interface Row {
  id: number;
  purpose: TokenPurpose;
  user_id: number | null;
  token_hash: string;
  created_at: unknown;
  expires_at: unknown;
  used_at: unknown;
  created_by: number | null;
}

const toToken = (row: Row): StoredAccountToken => ({
  id: Number(row.id),
  purpose: row.purpose,
  userId: row.user_id === null ? null : Number(row.user_id),
  tokenHash: row.token_hash,
  createdAt: toIso(row.created_at),
  expiresAt: toIso(row.expires_at),
  usedAt: row.used_at === null || row.used_at === undefined ? null : toIso(row.used_at),
  createdBy: row.created_by === null ? null : Number(row.created_by),
});

export type AccountTokenRepository = ReturnType<typeof createAccountTokenRepository>;

/** Single-use links (invitations, password resets) and setup tokens, kept as hashes. */
export function createAccountTokenRepository(db: Knex) {
  async function insert(token: NewAccountToken): Promise<void> {
    await db('account_tokens').insert({
      purpose: token.purpose,
      user_id: token.userId,
      token_hash: token.tokenHash,
      created_at: token.createdAt,
      expires_at: token.expiresAt,
      created_by: token.createdBy ?? null,
    });
  }

  return {
    insert,

    async findByHash(tokenHash: string): Promise<StoredAccountToken | undefined> {
      const row = (await db('account_tokens').where('token_hash', tokenHash).first()) as
        Row | undefined;
      return row ? toToken(row) : undefined;
    },

    /** The newest token of an account for a purpose. */
    async latestFor(
      userId: number,
      purpose: TokenPurpose,
    ): Promise<StoredAccountToken | undefined> {
      const row = (await db('account_tokens')
        .where({ user_id: userId, purpose })
        .orderBy('id', 'desc')
        .first()) as Row | undefined;
      return row ? toToken(row) : undefined;
    },

    /**
     * Uses a token up: true only for the one call that found it unused (two requests with one
     * link at once: one wins).
     */
    async markUsed(id: number, at: string): Promise<boolean> {
      return (
        (await db('account_tokens')
          .where('id', id)
          .whereNull('used_at')
          .update({ used_at: at })) === 1
      );
    },

    /** Uses up every unused token of an account for a purpose. */
    async markAllUsed(userId: number, purpose: TokenPurpose, at: string): Promise<void> {
      await db('account_tokens').where({ user_id: userId, purpose }).whereNull('used_at').update({
        used_at: at,
      });
    },

    /** Removes an account's tokens for a purpose (a new link replaces the earlier ones). */
    async deleteFor(userId: number, purpose: TokenPurpose): Promise<number> {
      return db('account_tokens').where({ user_id: userId, purpose }).delete();
    },

    /** How many tokens of an account for a purpose were made since `since`. */
    /**
     * Inside a transaction: inserts the token unless its account already has `limit.most` tokens
     * of its purpose created since `limit.since`; true when inserted. The count and the insert are
     * one step for requests arriving together: on Postgres the account's row is locked first (the
     * next request for it waits until this transaction ends), and SQLite's transactions hold the
     * one write lock from their start (repositories.transaction).
     */
    async insertWithinLimit(
      token: NewAccountToken & { userId: number },
      limit: { since: string; most: number },
    ): Promise<boolean> {
      if (isPostgres(db)) {
        await db('users').where('id', token.userId).forUpdate().select('id');
      }
      const [row] = (await db('account_tokens')
        .where({ user_id: token.userId, purpose: token.purpose })
        .andWhere('created_at', '>=', limit.since)
        .count({ n: '*' })) as { n: unknown }[];
      if (Number(row?.n ?? 0) >= limit.most) return false;
      await insert(token);
      return true;
    },

    async deleteByPurpose(purpose: TokenPurpose): Promise<number> {
      return db('account_tokens').where('purpose', purpose).delete();
    },
  };
}

import type { Knex } from 'knex';
import { toIso } from '../knex.js';

export interface StoredChallenge {
  id: string;
  userId: number;
  expiresAt: string;
  failures: number;
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;

/**
 * Two-factor sign-in: the sign-ins waiting for their code (under the hash of a cookie of their
 * own) and the hashes of the single-use recovery codes.
 */
export function createTwoFactorRepository(db: Knex) {
  return {
    async insertChallenge(challenge: {
      id: string;
      userId: number;
      createdAt: string;
      expiresAt: string;
    }): Promise<void> {
      await db('two_factor_challenges').insert({
        id: challenge.id,
        user_id: challenge.userId,
        created_at: challenge.createdAt,
        expires_at: challenge.expiresAt,
      });
    },

    async findChallenge(id: string, now: string): Promise<StoredChallenge | undefined> {
      const row = (await db('two_factor_challenges')
        .where('id', id)
        .andWhere('expires_at', '>', now)
        .first()) as
        { id: string; user_id: number; expires_at: unknown; failures: number } | undefined;
      return row
        ? {
            id: row.id,
            userId: Number(row.user_id),
            expiresAt: toIso(row.expires_at),
            failures: Number(row.failures),
          }
        : undefined;
    },

    /** Counts a wrong code; answers the failures so far. */
    async addChallengeFailure(id: string): Promise<number> {
      await db('two_factor_challenges').where('id', id).increment('failures', 1);
      const row = (await db('two_factor_challenges').where('id', id).first('failures')) as
        { failures: number } | undefined;
      return Number(row?.failures ?? Infinity);
    },

    /** Removes a challenge; true only for the one call that removed it (single use). */
    async deleteChallenge(id: string): Promise<boolean> {
      return (await db('two_factor_challenges').where('id', id).delete()) === 1;
    },

    /** Removes every pending sign-in of an account; answers how many there were. */
    async deleteChallengesOf(userId: number): Promise<number> {
      return db('two_factor_challenges').where('user_id', userId).delete();
    },

    async deleteExpiredChallenges(now: string): Promise<void> {
      await db('two_factor_challenges').where('expires_at', '<=', now).delete();
    },

    /** Replaces an account's recovery codes with new ones (null: removes them all). */
    async replaceRecoveryCodes(userId: number, hashes: string[] | null, at: string): Promise<void> {
      await db('recovery_codes').where('user_id', userId).delete();
      if (hashes && hashes.length > 0) {
        await db('recovery_codes').insert(
          hashes.map((hash) => ({ user_id: userId, code_hash: hash, created_at: at })),
        );
      }
    },

    /** Uses a recovery code up: true only for the one call that found it unused. */
    async useRecoveryCode(userId: number, hash: string, at: string): Promise<boolean> {
      const changed = await db('recovery_codes')
        .where({ user_id: userId, code_hash: hash })
        .whereNull('used_at')
        .update({ used_at: at });
      return changed > 0;
    },

    async unusedRecoveryCodes(userId: number): Promise<number> {
      const [row] = (await db('recovery_codes')
        .where('user_id', userId)
        .whereNull('used_at')
        .count({ n: '*' })) as { n: unknown }[];
      return Number(row?.n ?? 0);
    },
  };
}

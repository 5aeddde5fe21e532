import type { Knex } from 'knex';
import { isLanguageCode, isRole, type LanguageCode, type Role } from '@ia/shared';
import { isPostgres, toCount, toIso } from '../knex.js';

export interface NewUser {
  /** Lower-cased by the caller (services/auth.ts). */
  email: string;
  /** Empty for an invited account that has not chosen one yet (never verifies). */
  passwordHash: string;
  createdAt: string;
  role?: Role;
  name?: string | null;
  language?: LanguageCode;
  invitedBy?: number | null;
  /** Whether contact messages are e-mailed to it (off unless given). */
  receivesContactMessages?: boolean;
}

export interface StoredUser {
  id: number;
  email: string;
  passwordHash: string;
  createdAt: string;
  role: Role;
  name: string | null;
  active: boolean;
  language: LanguageCode;
  receivesContactMessages: boolean;
  lastSignInAt: string | null;
  /** Base32 secret of the confirmed authenticator; null without two-factor sign-in. */
  totpSecret: string | null;
  /** A secret being set up (shown as a QR code, not confirmed with a code yet). */
  totpPendingSecret: string | null;
  /** The last TOTP time step accepted (a code is never taken twice). */
  totpLastStep: number | null;
  invitedBy: number | null;
}

/** What may change on an account (every key optional; only those given are written). */
export interface UserUpdate {
  role?: Role;
  name?: string | null;
  active?: boolean;
  language?: LanguageCode;
  receivesContactMessages?: boolean;
  passwordHash?: string;
  lastSignInAt?: string;
  totpSecret?: string | null;
  totpPendingSecret?: string | null;
  totpLastStep?: number | null;
}

interface Row {
  id: number;
  email: string;
  password_hash: string;
  created_at: unknown;
  role: string;
  name: string | null;
  active: unknown;
  language: string;
  receives_contact_messages: unknown;
  last_sign_in_at: unknown;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: unknown;
  invited_by: number | null;
}

const optionalIso = (value: unknown): string | null =>
  value === null || value === undefined ? null : toIso(value);

export const toUser = (row: Row): StoredUser => ({
  id: Number(row.id),
  email: row.email,
  passwordHash: row.password_hash,
  createdAt: toIso(row.created_at),
  role: isRole(row.role) ? row.role : 'contributor',
  name: row.name ?? null,
  active: Boolean(row.active),
  language: isLanguageCode(row.language) ? row.language : 'en',
  receivesContactMessages: Boolean(row.receives_contact_messages),
  lastSignInAt: optionalIso(row.last_sign_in_at),
  totpSecret: row.totp_secret ?? null,
  totpPendingSecret: row.totp_pending_secret ?? null,
  totpLastStep:
    row.totp_last_step === null || row.totp_last_step === undefined
      ? null
      : Number(row.totp_last_step),
  invitedBy:
    row.invited_by === null || row.invited_by === undefined ? null : Number(row.invited_by),
});

const COLUMNS: Record<keyof UserUpdate, string> = {
  role: 'role',
  name: 'name',
  active: 'active',
  language: 'language',
  receivesContactMessages: 'receives_contact_messages',
  passwordHash: 'password_hash',
  lastSignInAt: 'last_sign_in_at',
  totpSecret: 'totp_secret',
  totpPendingSecret: 'totp_pending_secret',
  totpLastStep: 'totp_last_step',
};

/** Second half of the Postgres advisory lock held while staff roles and activity change. */
const STAFF_LOCK = [0x57af, 1] as const;

export type UserRepository = ReturnType<typeof createUserRepository>;

/** Staff accounts. */
export function createUserRepository(db: Knex) {
  async function findById(id: number): Promise<StoredUser | undefined> {
    const row = (await db('users').where('id', id).first()) as Row | undefined;
    return row ? toUser(row) : undefined;
  }

  return {
    async insert(user: NewUser): Promise<StoredUser> {
      const [inserted] = (await db('users')
        .insert({
          email: user.email,
          password_hash: user.passwordHash,
          created_at: user.createdAt,
          role: user.role ?? 'administrator',
          name: user.name ?? null,
          language: user.language ?? 'en',
          invited_by: user.invitedBy ?? null,
          receives_contact_messages: user.receivesContactMessages ?? false,
        })
        .returning('id')) as { id: number }[];
      const stored = await findById(Number(inserted?.id));
      if (!stored) throw new Error('the account just written is not there');
      return stored;
    },

    async findByEmail(email: string): Promise<StoredUser | undefined> {
      const row = (await db('users').where('email', email).first()) as Row | undefined;
      return row ? toUser(row) : undefined;
    },

    findById,

    /** Every account, by e-mail address. */
    async list(): Promise<StoredUser[]> {
      const rows = (await db('users').orderBy([
        { column: 'email', order: 'asc' },
        { column: 'id', order: 'asc' },
      ])) as Row[];
      return rows.map(toUser);
    },

    async update(id: number, change: UserUpdate): Promise<void> {
      const columns: Record<string, unknown> = {};
      for (const [key, value] of Object.entries(change)) {
        if (value !== undefined) columns[COLUMNS[key as keyof UserUpdate]] = value;
      }
      if (Object.keys(columns).length > 0) await db('users').where('id', id).update(columns);
    },

    /**
     * Sets the TOTP step last used, only when it is later than the one stored: true when this
     * call took it (a code replayed, even at the same moment in another process, gets false).
     */
    async takeTotpStep(id: number, step: number): Promise<boolean> {
      const changed = await db('users')
        .where('id', id)
        .andWhere((q) => void q.whereNull('totp_last_step').orWhere('totp_last_step', '<', step))
        .update({ totp_last_step: step });
      return changed === 1;
    },

    async delete(id: number): Promise<void> {
      await db('users').where('id', id).delete();
    },

    async count(): Promise<number> {
      const [row] = (await db('users').count({ n: '*' })) as { n: unknown }[];
      return toCount(row?.n);
    },

    /** Accounts with one of `roles` that can sign in (active, with a password). */
    async countActive(roles: readonly Role[]): Promise<number> {
      const [row] = (await db('users')
        .whereIn('role', roles)
        .andWhere('active', true)
        .andWhereNot('password_hash', '')
        .count({ n: '*' })) as { n: unknown }[];
      return toCount(row?.n);
    },

    /** Active accounts with one of `roles` (and, with `optedIn`, that chose to get messages). */
    async listActive(roles: readonly Role[], options: { optedIn?: boolean } = {}) {
      const rows = db('users')
        .whereIn('role', roles)
        .andWhere('active', true)
        .andWhereNot('password_hash', '')
        .orderBy('id');
      if (options.optedIn) void rows.andWhere('receives_contact_messages', true);
      return ((await rows) as Row[]).map(toUser);
    },

    /**
     * Inside a transaction: waits for any other change of roles or activity to finish first
     * (Postgres: an advisory lock until the transaction ends; SQLite's transactions hold the one
     * write lock from their start already), so "at least one administrator remains" holds when
     * two administrators demote each other at once.
     */
    async lockStaffChanges(): Promise<void> {
      if (isPostgres(db)) await db.raw('select pg_advisory_xact_lock(?, ?)', [...STAFF_LOCK]);
    },
  };
}

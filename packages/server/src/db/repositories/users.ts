import type { Knex } from 'knex';
import { toCount, toIso } from '../knex.js';

export interface NewUser {
  /** Lower-cased by the caller (services/auth.ts). */
  email: string;
  passwordHash: string;
  createdAt: string;
}

export interface StoredUser extends NewUser {
  id: number;
}

interface Row {
  id: number;
  email: string;
  password_hash: string;
  created_at: unknown;
}

const toUser = (row: Row): StoredUser => ({
  id: Number(row.id),
  email: row.email,
  passwordHash: row.password_hash,
  createdAt: toIso(row.created_at),
});

export type UserRepository = ReturnType<typeof createUserRepository>;

/** Admin accounts. Every user is an admin: there are no other roles. */
export function createUserRepository(db: Knex) {
  return {
    async insert(user: NewUser): Promise<StoredUser> {
      const [inserted] = (await db('users')
        .insert({ email: user.email, password_hash: user.passwordHash, created_at: user.createdAt })
        .returning('id')) as { id: number }[];
      return { ...user, id: Number(inserted?.id) };
    },

    async findByEmail(email: string): Promise<StoredUser | undefined> {
      const row = (await db('users').where('email', email).first()) as Row | undefined;
      return row ? toUser(row) : undefined;
    },

    async count(): Promise<number> {
      const [row] = (await db('users').count({ n: '*' })) as { n: unknown }[];
      return toCount(row?.n);
    },
  };
}

import type { Knex } from 'knex';

/**
 * Rate limits in the database, so every server process on it counts the same actions
 * (contact messages, sign-in attempts): one row per counted action.
 *
 * - `key`: the limiter's name and a hash of what it counts (services/rate-limit.ts), so the
 *   table holds neither e-mail nor client addresses.
 * - `at`, `expires_at`: milliseconds since 1970 (integers compare the same on SQLite and
 *   Postgres, and the window arithmetic needs no date functions). A row older than its window
 *   no longer counts; `expires_at` lets one statement remove every such row whatever its window.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('rate_limit_hits', (t) => {
    t.increments('id');
    t.string('key', 100).notNullable();
    t.bigInteger('at').notNullable();
    t.bigInteger('expires_at').notNullable().index();
    t.index(['key', 'at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('rate_limit_hits');
}

import type { Knex } from 'knex';

/**
 * Admin accounts and their sessions, and the original file name of uploaded images.
 *
 * - `users`: one row per admin; `email` is stored lower-cased (unique), `password_hash` is an
 *   scrypt string that carries its own salt and parameters (services/password.ts).
 * - `sessions`: `id` is the SHA-256 (hex) of the random token in the session cookie, so a copy
 *   of the database does not hold usable cookies. Deleting a user deletes their sessions.
 * - `images.original_name`: the name the uploader's file had, kept as information only (the
 *   stored file always gets a new, safe name).
 *
 * Portable column types only, timestamps written by the application as ISO 8601 UTC.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('users', (t) => {
    t.increments('id');
    t.string('email', 254).notNullable().unique();
    t.string('password_hash', 255).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('sessions', (t) => {
    t.string('id', 64).primary();
    t.integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
    t.index(['user_id']);
  });

  await knex.schema.alterTable('images', (t) => {
    t.string('original_name', 255).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('images', (t) => {
    t.dropColumn('original_name');
  });
  await knex.schema.dropTableIfExists('sessions');
  await knex.schema.dropTableIfExists('users');
}

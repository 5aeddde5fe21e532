import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Staff accounts with roles (issue 19), and what comes with them:
 *
 * - `users`: `role` (administrator, editor, contributor; existing accounts were all
 *   administrators), `name`, `active` (false: deactivated, cannot sign in), `language` of the
 *   e-mails they get, `receives_contact_messages` (the per-account setting), `last_sign_in_at`,
 *   two-factor sign-in (`totp_secret` once confirmed, `totp_pending_secret` while being set up,
 *   `totp_last_step`: the last time step used, so a code is never accepted twice), and
 *   `invited_by`. An invited account that has not accepted yet has an empty `password_hash`
 *   (which never verifies): the column stays NOT NULL, because changing a column's null rule on
 *   SQLite rebuilds the table.
 * - `sessions`: a public `handle` (what the sessions list shows and ends; the id stays the hash
 *   of the cookie's token), the client `address` and `user_agent` of the sign-in, and
 *   `last_active_at`.
 * - `account_tokens`: single-use e-mailed links (invitations, password resets) and the setup
 *   tokens printed in the log, kept as the SHA-256 of the token with their expiry and use.
 * - `two_factor_challenges`: a sign-in whose password was right and whose code is awaited,
 *   under the hash of a cookie of its own; `recovery_codes`: hashes of the single-use codes.
 * - `outbox_emails`: every e-mail, written in the transaction that causes it, with its stable
 *   Message-ID, sent in the background (times in milliseconds, as the rate limits).
 * - `audit_log`: security events; no foreign keys, so the history outlives the accounts.
 * - `security_settings`: key/value (JSON) settings of staff sign-in (`requireTwoFactor`).
 * - `contact_messages.answered_at`: when staff marked a message answered.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.string('name', 100).nullable();
    t.string('role', 20).notNullable().defaultTo('administrator');
    t.boolean('active').notNullable().defaultTo(true);
    t.string('language', 5).notNullable().defaultTo('en');
    t.boolean('receives_contact_messages').notNullable().defaultTo(false);
    t.timestamp('last_sign_in_at', { useTz: true }).nullable();
    t.string('totp_secret', 64).nullable();
    t.string('totp_pending_secret', 64).nullable();
    t.bigInteger('totp_last_step').nullable();
    t.integer('invited_by').nullable();
  });

  await knex.schema.alterTable('sessions', (t) => {
    t.string('handle', 32).nullable().unique();
    t.string('address', 64).nullable();
    t.string('user_agent', 512).nullable();
    t.timestamp('last_active_at', { useTz: true }).nullable();
  });
  // Sessions from before get a handle too, so they can be listed and ended like any other.
  const existing = (await knex('sessions').select('id')) as { id: string }[];
  for (const { id } of existing) {
    await knex('sessions')
      .where('id', id)
      .update({ handle: randomBytes(12).toString('hex') });
  }

  await knex.schema.createTable('account_tokens', (t) => {
    t.increments('id');
    /** invitation, password_reset or setup. */
    t.string('purpose', 20).notNullable();
    t.integer('user_id')
      .unsigned()
      .nullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.integer('created_by').nullable();
    t.index(['user_id', 'purpose']);
  });

  await knex.schema.createTable('two_factor_challenges', (t) => {
    t.string('id', 64).primary();
    t.integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable().index();
    t.integer('failures').notNullable().defaultTo(0);
  });

  await knex.schema.createTable('recovery_codes', (t) => {
    t.increments('id');
    t.integer('user_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('users')
      .onDelete('CASCADE');
    t.string('code_hash', 64).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.index(['user_id']);
  });

  await knex.schema.createTable('outbox_emails', (t) => {
    t.increments('id');
    t.string('message_id', 255).notNullable().unique();
    t.string('kind', 40).notNullable();
    t.string('to_address', 254).notNullable();
    t.string('reply_to', 254).nullable();
    t.string('subject', 400).notNullable();
    t.text('text_body').notNullable();
    t.text('html_body').notNullable();
    t.string('language', 5).notNullable();
    /** pending, sent or failed. */
    t.string('status', 10).notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.bigInteger('next_attempt_at').notNullable();
    t.bigInteger('locked_until').nullable();
    t.string('last_error', 1000).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.index(['status', 'next_attempt_at']);
    t.index(['created_at']);
  });

  await knex.schema.createTable('audit_log', (t) => {
    t.increments('id');
    t.timestamp('at', { useTz: true }).notNullable().index();
    t.string('event', 40).notNullable();
    t.integer('actor_id').nullable();
    t.string('actor_email', 254).nullable();
    t.integer('target_id').nullable();
    t.string('target_email', 254).nullable();
    t.string('address', 64).nullable();
    t.text('details').notNullable();
    t.index(['event']);
  });

  await knex.schema.createTable('security_settings', (t) => {
    t.string('key', 50).primary();
    t.text('value').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });

  await knex.schema.alterTable('contact_messages', (t) => {
    t.timestamp('answered_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contact_messages', (t) => {
    t.dropColumn('answered_at');
  });
  for (const table of [
    'security_settings',
    'audit_log',
    'outbox_emails',
    'recovery_codes',
    'two_factor_challenges',
    'account_tokens',
  ]) {
    await knex.schema.dropTableIfExists(table);
  }
  await knex.schema.alterTable('sessions', (t) => {
    t.dropUnique(['handle']);
    t.dropColumn('handle');
    t.dropColumn('address');
    t.dropColumn('user_agent');
    t.dropColumn('last_active_at');
  });
  await knex.schema.alterTable('users', (t) => {
    for (const column of [
      'name',
      'role',
      'active',
      'language',
      'receives_contact_messages',
      'last_sign_in_at',
      'totp_secret',
      'totp_pending_secret',
      'totp_last_step',
      'invited_by',
    ]) {
      t.dropColumn(column);
    }
  });
}

import type { Knex } from 'knex';

/**
 * The newsletter (services/newsletter.ts):
 *
 * - `newsletter_subscribers`: one row per address (its SHA-256 unique, the address itself
 *   removed when a subscriber is erased), language, topics (JSON list), status
 *   pending/subscribed/unsubscribed/bounced, and the random key of the links in every e-mail
 *   (unsubscribe, preferences);
 * - `newsletter_tokens`: single-use confirmation links (the SHA-256 of the token is kept), with
 *   their expiry;
 * - `newsletter_issues`: what staff write, English with the other languages' versions (JSON),
 *   its status draft/scheduled/sending/sent;
 * - `newsletter_recipients`: one row per issue and subscriber (unique), written before anything
 *   is sent; the sender claims rows, sends and marks them, so a restart resumes without sending
 *   anyone twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('newsletter_subscribers', (t) => {
    t.increments('id').primary();
    t.string('email', 254).nullable();
    t.string('email_hash', 64).notNullable().unique();
    t.string('language', 10).notNullable();
    t.text('topics').notNullable();
    t.string('status', 20).notNullable();
    t.string('manage_key', 64).notNullable().unique();
    t.string('source', 20).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('confirmed_at', { useTz: true }).nullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['status', 'language']);
    t.index(['email']);
  });
  await knex.schema.createTable('newsletter_tokens', (t) => {
    t.string('token_hash', 64).primary();
    t.integer('subscriber_id')
      .notNullable()
      .references('id')
      .inTable('newsletter_subscribers')
      .onDelete('CASCADE');
    t.bigInteger('expires_at').notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.index(['subscriber_id']);
  });
  await knex.schema.createTable('newsletter_issues', (t) => {
    t.increments('id').primary();
    t.text('document').notNullable();
    t.string('status', 20).notNullable();
    t.integer('version').notNullable();
    t.bigInteger('scheduled_at').nullable();
    t.integer('created_by').nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.index(['status', 'scheduled_at']);
  });
  await knex.schema.createTable('newsletter_recipients', (t) => {
    t.increments('id').primary();
    t.integer('issue_id')
      .notNullable()
      .references('id')
      .inTable('newsletter_issues')
      .onDelete('CASCADE');
    t.integer('subscriber_id')
      .notNullable()
      .references('id')
      .inTable('newsletter_subscribers')
      .onDelete('CASCADE');
    t.string('status', 20).notNullable();
    t.integer('attempts').notNullable();
    t.bigInteger('next_attempt_at').notNullable();
    t.bigInteger('locked_until').nullable();
    t.string('last_error', 1000).nullable();
    t.timestamp('sent_at', { useTz: true }).nullable();
    t.unique(['issue_id', 'subscriber_id']);
    t.index(['status', 'next_attempt_at']);
    t.index(['issue_id', 'status']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('newsletter_recipients');
  await knex.schema.dropTableIfExists('newsletter_issues');
  await knex.schema.dropTableIfExists('newsletter_tokens');
  await knex.schema.dropTableIfExists('newsletter_subscribers');
}

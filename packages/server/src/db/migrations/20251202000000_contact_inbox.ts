import type { Knex } from 'knex';

/**
 * The contact messages as an inbox: when staff read a message and when they archived it (both
 * null until then; ISO 8601 UTC written by the application). The index serves the inbox query
 * (not archived, newest first).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contact_messages', (t) => {
    t.timestamp('read_at', { useTz: true }).nullable();
    t.timestamp('archived_at', { useTz: true }).nullable();
    t.index(['archived_at', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('contact_messages', (t) => {
    t.dropIndex(['archived_at', 'created_at']);
    t.dropColumn('archived_at');
    t.dropColumn('read_at');
  });
}

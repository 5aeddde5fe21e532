import type { Knex } from 'knex';

/**
 * Scheduled stories: `publish_at` is the instant a published story becomes public by itself
 * (null: public as soon as it is published), read like an article's `published_at`.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('success_stories', (t) => {
    t.timestamp('publish_at', { useTz: true }).nullable();
    t.index(['publish_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('success_stories', (t) => {
    t.dropIndex(['publish_at']);
    t.dropColumn('publish_at');
  });
}

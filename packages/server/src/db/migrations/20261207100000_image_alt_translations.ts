import type { Knex } from 'knex';

/**
 * `images.alt_translations`: the library's alt text of a picture in the languages other than
 * English (JSON, `{ "fr": "…" }`; English stays in `alt`). Pages in a language read it where a
 * use gives no alt text of its own.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('images', (t) => {
    t.text('alt_translations').nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('images', (t) => {
    t.dropColumn('alt_translations');
  });
}

import type { Knex } from 'knex';

/**
 * `images.stored`: whether the image's file is stored. An upload records its image first (the
 * unique path makes a signed address single-use), then stores the file, then marks it stored;
 * a process killed in between leaves a row that is never listed or looked up (it would show
 * staff a broken image) and is removed at a later start. Rows that exist are stored.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('images', (t) => {
    t.boolean('stored').notNullable().defaultTo(true);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('images', (t) => {
    t.dropColumn('stored');
  });
}

import type { Knex } from 'knex';

/**
 * `interface_texts`: staff's own wording of a text of the interface (a button, a label, an empty
 * state, the 404 page…) in one language, by the text's key (services/interface-texts.ts). A key
 * without a row shows the shipped text of the site's and the widgets' message modules.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('interface_texts', (t) => {
    t.string('lang', 10).notNullable();
    t.string('key', 200).notNullable();
    t.text('value').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.primary(['lang', 'key']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('interface_texts');
}

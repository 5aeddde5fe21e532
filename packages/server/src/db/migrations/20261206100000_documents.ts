import type { Knex } from 'knex';

/**
 * The document library (services/documents.ts):
 *
 * - `documents`: each file stored under `documents/…` in the media storage, with the type its
 *   bytes showed, its size, the uploader's file name, and the title, language and description
 *   staff give it. `stored` is false between the record and the file's storage, as for images.
 * - `document_usages`: which item or global uses which document (its `/documents/…` address),
 *   and in which field, written with every save like `image_usages`: the library says where a
 *   document is used and refuses to delete it while it is.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('documents', (t) => {
    t.increments('id').primary();
    t.string('path', 500).notNullable().unique();
    t.string('format', 10).notNullable();
    t.string('content_type', 200).notNullable();
    t.integer('byte_size').notNullable();
    t.string('file_name', 255).notNullable();
    t.string('title', 200).notNullable();
    t.string('lang', 5).notNullable();
    t.text('description').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.boolean('stored').notNullable().defaultTo(false);
    t.index(['created_at']);
  });
  await knex.schema.createTable('document_usages', (t) => {
    t.string('kind', 40).notNullable();
    t.integer('item_id').notNullable();
    t.string('document', 500).notNullable();
    t.string('field', 200).notNullable();
    t.index(['document']);
    t.index(['kind', 'item_id']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('document_usages');
  await knex.schema.dropTableIfExists('documents');
}

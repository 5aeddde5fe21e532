import type { Knex } from 'knex';

/**
 * Staff publishing (packages/shared publishing.ts):
 *
 * - `version` on stories and articles: every write names the version it was based on and bumps
 *   it, so a second editor's stale save is refused instead of overwriting the first one's.
 * - `consent_ends_at` on stories: from that instant the story is not public anywhere.
 * - `published` on articles (they were all public); `thumbnail_alt` and the gallery's `alt`.
 * - `content_translations`: one row per item and language with the translated fields as JSON
 *   (the English original stays in the item's own row, so every reader that knows nothing of
 *   translations still reads English).
 * - `content_slug_redirects`: an address an item used to have, answered with a 301.
 * - `content_revisions`: every change (who, when, what) with the whole document after it, so
 *   any earlier version can be restored.
 *
 * Portable column types only; timestamps written by the application as ISO 8601 UTC.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('success_stories', (t) => {
    t.integer('version').notNullable().defaultTo(1);
    t.timestamp('consent_ends_at', { useTz: true }).nullable().index();
    t.string('updated_by', 254).nullable();
  });
  await knex.schema.alterTable('success_story_gallery_images', (t) => {
    t.string('alt', 300).nullable();
  });
  await knex.schema.alterTable('articles', (t) => {
    t.boolean('published').notNullable().defaultTo(true);
    t.integer('version').notNullable().defaultTo(1);
    t.string('updated_by', 254).nullable();
    t.string('thumbnail_alt', 300).nullable();
  });

  await knex.schema.createTable('content_translations', (t) => {
    t.string('kind', 20).notNullable();
    t.integer('item_id').notNullable();
    t.string('lang', 8).notNullable();
    /** The translated fields as a JSON object. */
    t.text('fields').notNullable();
    t.primary(['kind', 'item_id', 'lang']);
  });

  await knex.schema.createTable('content_slug_redirects', (t) => {
    t.string('kind', 20).notNullable();
    t.string('slug', 120).notNullable();
    t.integer('item_id').notNullable();
    t.primary(['kind', 'slug']);
    t.index(['kind', 'item_id']);
  });

  await knex.schema.createTable('content_revisions', (t) => {
    t.increments('id');
    t.string('kind', 20).notNullable();
    t.integer('item_id').notNullable();
    t.integer('version').notNullable();
    t.string('action', 20).notNullable();
    t.string('by', 254).nullable();
    t.timestamp('at', { useTz: true }).notNullable();
    /** JSON array of what changed, in words. */
    t.text('changes').notNullable();
    /** JSON: `{ status, document }` after the change. */
    t.text('snapshot').notNullable();
    t.unique(['kind', 'item_id', 'version']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('content_revisions');
  await knex.schema.dropTableIfExists('content_slug_redirects');
  await knex.schema.dropTableIfExists('content_translations');
  await knex.schema.alterTable('articles', (t) => {
    t.dropColumn('thumbnail_alt');
    t.dropColumn('updated_by');
    t.dropColumn('version');
    t.dropColumn('published');
  });
  await knex.schema.alterTable('success_story_gallery_images', (t) => {
    t.dropColumn('alt');
  });
  await knex.schema.alterTable('success_stories', (t) => {
    t.dropColumn('updated_by');
    t.dropColumn('consent_ends_at');
    t.dropColumn('version');
  });
}

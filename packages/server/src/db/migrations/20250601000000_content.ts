import type { Knex } from 'knex';

/**
 * The content model: success stories with their ordered gallery, articles, contact messages and
 * the images stored under media/. Only portable column types, so it runs the same on SQLite and
 * Postgres. Timestamps are always written by the application as ISO 8601 UTC text (never by a
 * database default, whose format differs between the two).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('images', (t) => {
    t.increments('id');
    /** Path under media/, e.g. `stories/lagos-reading-corners-1.jpg`; served at /media/<path>. */
    t.string('path', 255).notNullable().unique();
    t.string('content_type', 100).notNullable();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.integer('byte_size').notNullable();
    t.string('alt', 300).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('success_stories', (t) => {
    t.increments('id');
    t.string('slug', 120).notNullable().unique();
    t.string('title', 200).notNullable();
    t.string('category', 100).notNullable();
    t.text('summary').notNullable();
    t.string('impact', 200).notNullable();
    /** The digits of `impact` as a number, computed by the service on write; sorts by impact. */
    t.bigInteger('impact_value').notNullable().defaultTo(0);
    t.integer('year').notNullable();
    /** Image reference: `/media/...` or an absolute URL. */
    t.string('primary_image', 500).nullable();
    t.text('narrative').nullable();
    t.boolean('published').notNullable().defaultTo(false);
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.index(['published', 'year']);
    t.index(['category']);
  });

  await knex.schema.createTable('success_story_gallery_images', (t) => {
    t.increments('id');
    t.integer('story_id')
      .unsigned()
      .notNullable()
      .references('id')
      .inTable('success_stories')
      .onDelete('CASCADE');
    t.integer('position').notNullable();
    t.string('image', 500).notNullable();
    t.unique(['story_id', 'position']);
  });

  await knex.schema.createTable('articles', (t) => {
    t.increments('id');
    t.string('slug', 120).notNullable().unique();
    t.string('headline', 300).notNullable();
    t.text('excerpt').notNullable();
    t.text('body').nullable();
    t.string('category', 100).notNullable();
    t.timestamp('published_at', { useTz: true }).notNullable().index();
    t.string('thumbnail', 500).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
  });

  await knex.schema.createTable('contact_messages', (t) => {
    t.increments('id');
    t.string('name', 200).notNullable();
    t.string('email', 254).notNullable();
    /** Stored exactly as sent (after trimming); shown as text, never as HTML. */
    t.text('message').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().index();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('contact_messages');
  await knex.schema.dropTableIfExists('articles');
  await knex.schema.dropTableIfExists('success_story_gallery_images');
  await knex.schema.dropTableIfExists('success_stories');
  await knex.schema.dropTableIfExists('images');
}

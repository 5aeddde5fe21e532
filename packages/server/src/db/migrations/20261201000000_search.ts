import type { Knex } from 'knex';
import { isPostgres } from '../knex.js';

/**
 * The site-wide search index: one row per public item (or page) and language it is written in,
 * with its texts as shown and as searched (lower case, accents and Arabic vowel marks taken off:
 * `search_text` in packages/shared), where it lives, and from when until when it is public (a
 * scheduled article, a story whose consent ends). SQLite searches it with an FTS5 table kept in
 * step by triggers; Postgres with a `tsvector` column it computes itself and a GIN index. No
 * stemming: most of the site's languages have no stemmer, so words match by prefix.
 *
 * `search_queue`: the items written since the index last took changes in, one row per write
 * (the data layer adds it in the write's own transaction, so no change is missed, whichever
 * process made it). `search_state`: per kind of content, how its rows were made (a new way of
 * making them builds the index again).
 */
export async function up(knex: Knex): Promise<void> {
  const postgres = isPostgres(knex);
  await knex.schema.createTable('search_documents', (t) => {
    t.increments('id');
    t.string('kind', 40).notNullable();
    t.integer('item_id').notNullable();
    t.string('lang', 8).notNullable();
    t.string('type', 16).notNullable();
    t.string('path', 300).notNullable();
    t.text('title').notNullable();
    t.text('body').notNullable();
    t.text('search_title').notNullable();
    t.text('search_body').notNullable();
    t.string('visible_from', 30).nullable();
    t.string('visible_until', 30).nullable();
    t.string('updated_at', 30).notNullable();
    t.unique(['kind', 'item_id', 'lang']);
    t.index(['lang', 'type']);
  });
  await knex.schema.createTable('search_state', (t) => {
    t.string('kind', 40).primary();
    t.integer('version').notNullable().defaultTo(1);
  });
  await knex.schema.createTable('search_queue', (t) => {
    t.increments('id');
    t.string('kind', 40).notNullable();
    t.integer('item_id').notNullable();
  });
  if (postgres) {
    await knex.raw(`
      alter table search_documents add column tsv tsvector generated always as (
        setweight(to_tsvector('simple', search_title), 'A') ||
        setweight(to_tsvector('simple', search_body), 'B')
      ) stored`);
    await knex.raw('create index search_documents_tsv on search_documents using gin (tsv)');
  } else {
    await knex.raw(`
      create virtual table search_fts using fts5(
        search_title, search_body,
        content='search_documents', content_rowid='id',
        tokenize='unicode61 remove_diacritics 2'
      )`);
    await knex.raw(`
      create trigger search_documents_ai after insert on search_documents begin
        insert into search_fts(rowid, search_title, search_body)
        values (new.id, new.search_title, new.search_body);
      end`);
    await knex.raw(`
      create trigger search_documents_ad after delete on search_documents begin
        insert into search_fts(search_fts, rowid, search_title, search_body)
        values ('delete', old.id, old.search_title, old.search_body);
      end`);
    await knex.raw(`
      create trigger search_documents_au after update on search_documents begin
        insert into search_fts(search_fts, rowid, search_title, search_body)
        values ('delete', old.id, old.search_title, old.search_body);
        insert into search_fts(rowid, search_title, search_body)
        values (new.id, new.search_title, new.search_body);
      end`);
  }
}

export async function down(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) {
    await knex.raw('drop trigger if exists search_documents_ai');
    await knex.raw('drop trigger if exists search_documents_ad');
    await knex.raw('drop trigger if exists search_documents_au');
    await knex.raw('drop table if exists search_fts');
  }
  await knex.schema.dropTableIfExists('search_queue');
  await knex.schema.dropTableIfExists('search_state');
  await knex.schema.dropTableIfExists('search_documents');
}

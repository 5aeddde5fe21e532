import type { Knex } from 'knex';
import { isPostgres } from '../knex.js';

/**
 * What a search reads of each full-text match (its item, language, kind and public window) is
 * kept narrow, apart from the whole texts the index's rows hold for results:
 * - SQLite: a narrow index found by the match's row id (queries name it: repositories/search.ts):
 *   31,000 matches of a common word were 113 ms to read (860 ms from disk), 18 ms from it.
 * - Postgres: each row's long texts are moved out of the table's pages (`toast_tuple_target`),
 *   so the matches' rows are read from 45 MB rather than 366 MB at 100,000 stories: a common
 *   word's 35,000 matches were 870 ms to count, 115 ms after. Rows written since are stored so;
 *   the search index is written again once (services/search.ts INDEX_VERSION).
 */
export const SEARCH_MATCHES_INDEX = 'search_documents_matches';

export async function up(knex: Knex): Promise<void> {
  if (isPostgres(knex)) {
    await knex.raw('alter table search_documents set (toast_tuple_target = 128)');
    return;
  }
  await knex.raw(
    `create index ${SEARCH_MATCHES_INDEX} on search_documents
       (id, kind, lang, type, item_id, visible_from, visible_until)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) {
    await knex.raw('alter table search_documents reset (toast_tuple_target)');
    return;
  }
  await knex.raw(`drop index if exists ${SEARCH_MATCHES_INDEX}`);
}

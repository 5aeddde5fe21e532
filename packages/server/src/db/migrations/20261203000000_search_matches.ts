import type { Knex } from 'knex';
import { isPostgres } from '../knex.js';

/**
 * SQLite: what a search reads of each full-text match (its item, language, kind and public
 * window), found by the match's row id in a narrow index instead of in the index's rows, which
 * hold whole texts: 31,000 matches of a common word were 113 ms to read (860 ms from disk), 18 ms
 * from this index (queries name it: repositories/search.ts). Postgres reads them with the match.
 */
export const SEARCH_MATCHES_INDEX = 'search_documents_matches';

export async function up(knex: Knex): Promise<void> {
  if (isPostgres(knex)) return;
  await knex.raw(
    `create index ${SEARCH_MATCHES_INDEX} on search_documents
       (id, kind, lang, type, item_id, visible_from, visible_until)`,
  );
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) return;
  await knex.raw(`drop index if exists ${SEARCH_MATCHES_INDEX}`);
}

import type { Knex } from 'knex';
import { isPostgres } from '../knex.js';

/**
 * Postgres: the search index's public windows (`visible_from`, `visible_until`) stay in their
 * rows' pages (`storage plain`). Rows are made small (20261203000000_search_matches) by moving
 * long values out of line, and a date of 25 bytes was moved too: a list's search that checks the
 * windows of its matches read one out-of-line value per row with a window, 37,000 more pages for
 * the 44,000 matches of "budget" at 100,000 stories (120 ms to count them against 25 after).
 * The rows that have a window are written again, so their dates are stored in line.
 */
export async function up(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) return;
  await knex.raw(`alter table search_documents
    alter column visible_from set storage plain,
    alter column visible_until set storage plain`);
  // A value written again as it was would keep its place out of line: `|| ''` makes it new.
  await knex.raw(`update search_documents
    set visible_from = visible_from || '', visible_until = visible_until || ''
    where visible_from is not null or visible_until is not null`);
}

export async function down(knex: Knex): Promise<void> {
  if (!isPostgres(knex)) return;
  await knex.raw(`alter table search_documents
    alter column visible_from set storage extended,
    alter column visible_until set storage extended`);
}

import type { Knex } from 'knex';
import { isPostgres } from '../knex.js';

/**
 * Postgres: no parallel scan of the search index's table (`parallel_workers = 0`).
 *
 * Its rows keep their long texts and their `tsv` out of line (20261203000000_search_matches),
 * so the planner costs a sequential scan by the 45 MB of the table's pages at 100,000 stories,
 * while checking every row's `tsv` reads 1.3 GB. Split over two workers, that scan looked
 * cheaper than the full-text index for a common word: counting the 21,000 matches of "budget"
 * took 760 ms, the first search of it 1.7 s, and the scale benchmark's list search answered 110
 * requests a second while those first searches ran. Costed for one process, the scan loses to
 * the index for every word of the benchmark: 65 ms for "budget", 31 ms for "clinic", 49 ms for
 * "education" (a third of the stories). Only a one-letter prefix matching every row is still
 * scanned (1.2 s, once per content change). A search's statements also run with sequential
 * scans off (repositories/search.ts withSearchPlans); this holds for any other reader.
 */
export async function up(knex: Knex): Promise<void> {
  if (isPostgres(knex)) await knex.raw('alter table search_documents set (parallel_workers = 0)');
}

export async function down(knex: Knex): Promise<void> {
  if (isPostgres(knex)) await knex.raw('alter table search_documents reset (parallel_workers)');
}

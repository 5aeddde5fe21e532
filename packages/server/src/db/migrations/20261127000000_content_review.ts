import type { Knex } from 'knex';

/**
 * Roles on content (issue 19): who wrote an item, and the review of a contributor's draft, on
 * the three tables that keep items (`success_stories`, `articles`, `entries`).
 *
 * - `created_by_id`: the account that created the item (a contributor changes only their own
 *   drafts). Filled for the items written so far from `created_by`, their author's e-mail
 *   address; the seed's items have none.
 * - `review_state`: null, `submitted` (waiting for an editor) or `returned` (sent back to its
 *   author), with `review_note` (the editor's note), `review_at` and `review_by` (who submitted
 *   it or sent it back). Publishing ends the review.
 */
const TABLES = ['success_stories', 'articles', 'entries'] as const;

export async function up(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.integer('created_by_id').nullable();
      t.string('review_state', 20).nullable();
      t.text('review_note').nullable();
      t.timestamp('review_at', { useTz: true }).nullable();
      t.string('review_by', 254).nullable();
      t.index(['review_state']);
      t.index(['created_by_id']);
    });
    await knex(table)
      .whereNotNull('created_by')
      .update({
        created_by_id: knex('users')
          .select('id')
          .whereRaw('users.email = ??', [`${table}.created_by`]),
      });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const table of TABLES) {
    await knex.schema.alterTable(table, (t) => {
      t.dropIndex(['review_state']);
      t.dropIndex(['created_by_id']);
      t.dropColumn('created_by_id');
      t.dropColumn('review_state');
      t.dropColumn('review_note');
      t.dropColumn('review_at');
      t.dropColumn('review_by');
    });
  }
}

import type { Knex } from 'knex';
import { isPostgres } from '../knex.js';

/**
 * An index for every order of every public list, with and without the sector filter, so a page
 * is read from the index in order (a row comparison seeks a deep page: query-helpers.ts
 * `listPage`), never by sorting the table, and one for the staff's list (latest change first).
 * Each is made on the list's own expressions: a number sorted from the largest by its negative,
 * titles by `lower(…)` in code-point order (Postgres's "C" collation, SQLite's default).
 * Chosen from both databases' query plans (packages/server/test/list-plans.test.ts).
 */
const ORDERS: Record<string, Record<string, readonly string[]>> = {
  success_stories: {
    year_desc: ['(-year)', 'TEXT(title)', 'id'],
    year_asc: ['year', 'TEXT(title)', 'id'],
    impact: ['(-impact_value)', 'TEXT(title)', 'id'],
    title: ['TEXT(title)', 'id'],
  },
  articles: {
    date: ['published_at', 'id'],
    headline: ['TEXT(headline)', 'id'],
  },
};

function indexes(knex: Knex): { name: string; table: string; columns: string }[] {
  const text = (column: string) =>
    isPostgres(knex) ? `(lower(${column}) collate "C")` : `lower(${column})`;
  const made = [];
  for (const [table, orders] of Object.entries(ORDERS)) {
    for (const [order, keys] of Object.entries(orders)) {
      const columns = keys.map((key) => key.replace(/^TEXT\((\w+)\)$/, (_, c: string) => text(c)));
      made.push({
        name: `${table}_list_${order}`,
        table,
        columns: ['published', ...columns].join(', '),
      });
      made.push({
        name: `${table}_list_category_${order}`,
        table,
        columns: ['published', 'category', ...columns].join(', '),
      });
    }
    made.push({ name: `${table}_list_staff`, table, columns: 'updated_at, id' });
  }
  return made;
}

export async function up(knex: Knex): Promise<void> {
  for (const index of indexes(knex)) {
    await knex.raw(`create index ${index.name} on ${index.table} (${index.columns})`);
  }
  // Its place is taken by `success_stories_list_year_asc` (published, year, …).
  await knex.schema.alterTable('success_stories', (t) => void t.dropIndex(['published', 'year']));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('success_stories', (t) => void t.index(['published', 'year']));
  for (const index of indexes(knex).reverse()) await knex.raw(`drop index ${index.name}`);
}

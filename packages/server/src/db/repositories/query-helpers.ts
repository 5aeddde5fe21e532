import type { Knex } from 'knex';
import { isPostgres, toCount } from '../knex.js';

/** Case-insensitive "contains" over several columns (`LIKE` with %, _ and \ escaped). */
export function whereContains(
  builder: Knex.QueryBuilder,
  columns: readonly string[],
  text: string,
): void {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  void builder.where((inner) => {
    for (const column of columns) {
      void inner.orWhereRaw(`lower(??) like ? escape '\\'`, [column, pattern]);
    }
  });
}

/**
 * Alphabetical order that is the same on both databases: by code point of the lower-cased text
 * (SQLite's default; Postgres is told to use the "C" collation instead of the server's locale).
 */
export function orderByText(
  db: Knex,
  builder: Knex.QueryBuilder,
  column: string,
  direction: 'asc' | 'desc',
): void {
  const collate = isPostgres(db) ? ' collate "C"' : '';
  void builder.orderByRaw(`lower(??)${collate} ${direction === 'asc' ? 'asc' : 'desc'}`, [column]);
}

export interface Page {
  limit: number;
  offset: number;
}

/**
 * The number of matches of a list query. A list without paging, or a page that is not full, is
 * its own count (offset + rows); only a full page or an empty page past the start asks again.
 */
export async function totalOf(
  query: { page?: Page },
  rows: number,
  filtered: () => Knex.QueryBuilder,
): Promise<number> {
  const { page } = query;
  if (!page || (rows < page.limit && (rows > 0 || page.offset === 0))) {
    return (page?.offset ?? 0) + rows;
  }
  const [row] = (await filtered().count({ n: '*' })) as { n: unknown }[];
  return toCount(row?.n);
}

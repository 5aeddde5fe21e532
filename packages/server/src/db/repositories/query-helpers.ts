import type { Knex } from 'knex';
import { isPostgres, toCount } from '../knex.js';

/**
 * Whether a write was refused by a unique index on `column` (SQLite: `UNIQUE constraint failed:
 * table.column`; Postgres: 23505 on `table_column_unique`, Knex's name for it).
 */
export function isUniqueViolation(error: unknown, column: string): boolean {
  const { code, message, constraint } = (error ?? {}) as {
    code?: unknown;
    message?: unknown;
    constraint?: unknown;
  };
  if (code === '23505')
    return typeof constraint === 'string' && constraint.endsWith(`_${column}_unique`);
  return (
    code === 'SQLITE_CONSTRAINT' &&
    typeof message === 'string' &&
    new RegExp(`UNIQUE constraint failed: \\w+\\.${column}\\b`).test(message)
  );
}

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
  query: { page?: Page; countOnce?: CountOnce },
  rows: number,
  filtered: () => Knex.QueryBuilder,
): Promise<number> {
  const { page } = query;
  if (!page || (rows < page.limit && (rows > 0 || page.offset === 0))) {
    return (page?.offset ?? 0) + rows;
  }
  const count = async () => {
    const [row] = (await filtered().count({ n: '*' })) as { n: unknown }[];
    return toCount(row?.n);
  };
  return query.countOnce ? query.countOnce(count) : count();
}

/**
 * Where a service keeps the number of matches of one filter until content changes: `count`
 * runs only when it does not have it (every page of a list shares one count).
 */
export type CountOnce = (count: () => Promise<number>) => Promise<number>;

/** A list query as the services build it: search, exact category, order and page. */
export interface ListQuery<SearchColumn extends string, OrderColumn extends string> {
  search?: { text: string; columns: readonly SearchColumn[] };
  category?: string;
  orderBy: ReadonlyArray<{ column: OrderColumn; direction: 'asc' | 'desc' }>;
  page?: Page;
  /** The total of these filters as the service keeps it (counted once per content change). */
  countOnce?: CountOnce;
}

/** Narrows `builder` by the query's search text (over the named columns) and category. */
export function whereListFilters<S extends string>(
  builder: Knex.QueryBuilder,
  query: Pick<ListQuery<S, string>, 'search' | 'category'>,
  searchColumns: Readonly<Record<S, string>>,
): Knex.QueryBuilder {
  if (query.search) {
    whereContains(
      builder,
      query.search.columns.map((c) => searchColumns[c]),
      query.search.text,
    );
  }
  if (query.category !== undefined) void builder.where('category', query.category);
  return builder;
}

/**
 * One page of a list and the number of all matches. `filtered` makes a fresh builder with the
 * query's filters; `textColumn` is the order column sorted as text the same on both databases.
 */
export async function listPage<Row, Item, O extends string>(
  db: Knex,
  query: ListQuery<string, O>,
  options: {
    filtered: () => Knex.QueryBuilder;
    columns: readonly string[];
    orderColumns: Readonly<Record<O, string>>;
    textColumn: O;
    toItem: (row: Row) => Item;
  },
): Promise<{ items: Item[]; total: number }> {
  const rows = options.filtered().select(options.columns);
  for (const { column, direction } of query.orderBy) {
    if (column === options.textColumn)
      orderByText(db, rows, options.orderColumns[column], direction);
    else void rows.orderBy(options.orderColumns[column], direction);
  }
  if (query.page) void rows.limit(query.page.limit).offset(query.page.offset);
  const items = ((await rows) as Row[]).map(options.toItem);
  return { items, total: await totalOf(query, items.length, options.filtered) };
}

/**
 * Most values one query binds in an `IN (…)` list: far under SQLite's limit on bound variables
 * (32,766) and Postgres's (65,535), whatever else the query binds.
 */
export const IN_LIST_MAX = 500;

/**
 * Rows read for any number of `values` (ids, addresses) in queries of at most `IN_LIST_MAX`
 * values each, one after the other: no query ever lists every id of a table.
 */
export async function readInChunks<V, R>(
  values: readonly V[],
  read: (chunk: V[]) => PromiseLike<R[]>,
): Promise<R[]> {
  const rows: R[] = [];
  for (let start = 0; start < values.length; start += IN_LIST_MAX) {
    rows.push(...(await read(values.slice(start, start + IN_LIST_MAX))));
  }
  return rows;
}

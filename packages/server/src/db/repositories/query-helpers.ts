import type { Knex } from 'knex';
import { IN_LIST_MAX, isPostgres, toCount } from '../knex.js';
import { countSearchedItems, searchedItems, withSearchPlans } from './search.js';

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
 * One page of a library (images, documents): the rows of `table` still stored, newest first,
 * `q` searched in `columns`, with the number of all that match.
 */
export async function libraryPage<Row>(
  db: Knex,
  table: string,
  columns: readonly string[],
  options: { q?: string; limit: number; offset: number },
): Promise<{ rows: Row[]; total: number }> {
  const filtered = () => {
    const query = db(table).where('stored', true);
    if (options.q) whereContains(query, columns, options.q);
    return query;
  };
  const rows = (await filtered()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(options.limit)
    .offset(options.offset)
    .select('*')) as Row[];
  const [count] = (await filtered().count({ n: '*' })) as { n: unknown }[];
  return { rows, total: toCount(count?.n) };
}

/** Where a library's file (image, document) is used: which item or global, which field. */
export interface UseRow {
  kind: string;
  itemId: number;
  field: string;
}

/** Addresses whose first uses one statement reads (a compound SELECT: SQLite allows 500 parts). */
const USES_PER_STATEMENT = 100;

/**
 * The uses table of a library (`image_usages` by `image`, `document_usages` by `document`):
 * where each of `addresses` is used, and the record of one item's uses replaced.
 */
export function usagesTable(db: Knex, table: string, column: string) {
  return {
    async of(addresses: readonly string[]): Promise<Map<string, UseRow[]>> {
      const found = new Map<string, UseRow[]>();
      const rows = await readInChunks(addresses, (chunk) =>
        db(table)
          .whereIn(column, chunk)
          .select<Record<string, string | number>[]>(column, 'kind', 'item_id', 'field'),
      );
      for (const row of rows) {
        const address = String(row[column]);
        const uses = found.get(address) ?? [];
        if (uses.length === 0) found.set(address, uses);
        uses.push({
          kind: String(row.kind),
          itemId: Number(row.item_id),
          field: String(row.field),
        });
      }
      return found;
    },

    /**
     * How many uses each of `addresses` has, by kind of item (an address nothing uses is left
     * out): one count over the addresses' index entries, no row of them read into memory.
     */
    async counts(addresses: readonly string[]): Promise<Map<string, Map<string, number>>> {
      const found = new Map<string, Map<string, number>>();
      const rows = await readInChunks(addresses, (chunk) =>
        db(table)
          .whereIn(column, chunk)
          .groupBy(column, 'kind')
          .select<Record<string, unknown>[]>(column, 'kind', db.raw('count(*) as n')),
      );
      for (const row of rows) {
        const address = String(row[column]);
        const kinds = found.get(address) ?? new Map<string, number>();
        found.set(address, kinds.set(String(row.kind), toCount(row.n)));
      }
      return found;
    },

    /**
     * The first `limit` uses of each of `addresses` (the newest items of each kind first): what
     * a page of the library lists, whatever number of items use one of its files. One statement
     * for each `USES_PER_STATEMENT` addresses, each address's uses read by its index and limit.
     */
    async first(addresses: readonly string[], limit: number): Promise<Map<string, UseRow[]>> {
      const found = new Map<string, UseRow[]>();
      const unique = [...new Set(addresses)];
      for (let start = 0; start < unique.length; start += USES_PER_STATEMENT) {
        const parts = unique
          .slice(start, start + USES_PER_STATEMENT)
          .map((address, i) =>
            db
              .select('*')
              .from(
                db(table)
                  .where(column, address)
                  .orderBy('kind', 'desc')
                  .orderBy('item_id', 'desc')
                  .orderBy('field', 'desc')
                  .limit(limit)
                  .select(column, 'kind', 'item_id', 'field')
                  .as(`u${i}`),
              ),
          );
        const [head, ...rest] = parts;
        const rows = (await (rest.length ? head!.unionAll(rest) : head!)) as Record<
          string,
          unknown
        >[];
        for (const row of rows) {
          const address = String(row[column]);
          const uses = found.get(address) ?? [];
          if (uses.length === 0) found.set(address, uses);
          uses.push({
            kind: String(row.kind),
            itemId: Number(row.item_id),
            field: String(row.field),
          });
        }
      }
      // A compound SELECT keeps no order of its own: each address's uses sorted as read (all
      // one way, so that the index on address, kind, item and field gives them in order).
      for (const uses of found.values()) {
        uses.sort(
          (a, b) =>
            (a.kind < b.kind ? 1 : a.kind > b.kind ? -1 : 0) ||
            b.itemId - a.itemId ||
            (a.field < b.field ? 1 : a.field > b.field ? -1 : 0),
        );
      }
      return found;
    },

    async replace(
      kind: string,
      id: number,
      uses: readonly { address: string; field: string }[],
    ): Promise<void> {
      await db(table).where({ kind, item_id: id }).delete();
      if (uses.length === 0) return;
      await db(table).insert(
        uses.map((use) => ({
          kind,
          item_id: id,
          [column]: use.address.slice(0, 500),
          field: use.field.slice(0, 200),
        })),
      );
    },
  };
}

/**
 * Alphabetical order that is the same on both databases: by code point of the lower-cased text
 * (SQLite's default; Postgres is told to use the "C" collation instead of the server's locale).
 * The list indexes (migration 20261202000000_list_indexes) are made on this very expression.
 */
export function textKey(db: Knex, column: string): Knex.Raw {
  return db.raw(`lower(??)${isPostgres(db) ? ' collate "C"' : ''}`, [column]);
}

export function orderByText(
  db: Knex,
  builder: Knex.QueryBuilder,
  column: string,
  direction: 'asc' | 'desc',
): void {
  void builder.orderByRaw(`? ${direction === 'asc' ? 'asc' : 'desc'}`, [textKey(db, column)]);
}

export interface Page {
  limit: number;
  offset: number;
}

/**
 * Where a service keeps what it worked out about one filter of a list (the number of matches,
 * where its pages start) until content changes: `load` runs only when it does not have it.
 */
export type ListOnce = <T>(what: string, load: () => Promise<T>) => Promise<T>;

/**
 * The number of matches of a list query. A list without paging, or a page that is not full, is
 * its own count (offset + rows); only a full page or an empty page past the start asks again.
 */
export async function totalOf(
  query: { page?: Page; once?: ListOnce },
  rows: number,
  filtered: () => Knex.QueryBuilder,
  counted?: () => Promise<number>,
): Promise<number> {
  const { page } = query;
  if (!page || (rows < page.limit && (rows > 0 || page.offset === 0))) {
    return (page?.offset ?? 0) + rows;
  }
  const count =
    counted ??
    (async () => {
      const [row] = (await filtered().count({ n: '*' })) as { n: unknown }[];
      return toCount(row?.n);
    });
  return query.once ? query.once('count', count) : count();
}

/** A list query as the services build it: search, exact category, order and page. */
export interface ListQuery<OrderColumn extends string> {
  /** Searched words (`searchTerms`), looked for in the search index in `lang` and English. */
  search?: { terms: readonly string[]; lang: string };
  category?: string;
  orderBy: ReadonlyArray<{ column: OrderColumn; direction: 'asc' | 'desc' }>;
  page?: Page;
  /** Kept per filter until content changes (the total, where deep pages start). */
  once?: ListOnce;
}

/**
 * What a search keeps of a list: a condition on its `id`, and where the search index alone can
 * tell, how many items the search finds (instead of counting the list's rows among its matches).
 */
export interface Searched {
  narrow: (builder: Knex.QueryBuilder) => void;
  count?: () => Promise<number>;
}

/**
 * The items of `kind` a list's search finds (the search index). Few (at most `IN_LIST_MAX`):
 * their ids, so the list reads just those rows by key and sorts them, whatever the planner would
 * guess of the words (Postgres walked 10,000 stories in order looking for a word none of them
 * had, 130 ms). Which it is, is read from the first `IN_LIST_MAX + 1` matches, not from a count
 * of them all, once per filter and content change (`once`). Many: the matches as a set the list
 * checks while walking its index in order, and their number counted in the search index, each
 * item once, public at `at` (its rows' windows), rather than among every row of the list (at
 * 100,000 stories, 35 ms against 210 ms on Postgres and 140 ms on SQLite for "budget").
 */
async function searchedIds(
  db: Knex,
  kind: string,
  search: ListQuery<string>['search'],
  at: string,
  once: ListOnce = (_what, load) => load(),
): Promise<Searched | undefined> {
  if (!search) return undefined;
  const matches = () => searchedItems(db, kind, search.terms, search.lang);
  const few = await once('ids', async () => {
    const found = (await matches().limit(IN_LIST_MAX + 1)) as { item_id: number }[];
    return found.length > IN_LIST_MAX
      ? false
      : [...new Set(found.map((row) => Number(row.item_id)))];
  });
  if (few) return { narrow: (builder) => void builder.whereIn('id', few) };
  return {
    // Postgres: `is true` keeps the matches one hashed set, read once, that each row is looked
    // up in as the list's index is walked in order; as a join, the planner walked the list and
    // read every match again for each of its rows ("clinic" A–Z: 10 s at 100,000 stories).
    // SQLite: `+id` keeps it from reading the matches first and sorting them all (31,000 of
    // 100,000 stories); it walks the list's index in order and looks each row up in the matches.
    narrow: (builder) =>
      void (isPostgres(db)
        ? builder.whereRaw('(?? in ?) is true', ['id', matches()])
        : builder.whereRaw('+?? in ?', ['id', matches()])),
    count: () => countSearchedItems(db, kind, search.terms, search.lang, at),
  };
}

/**
 * One page of a public list that may be searched: `rows(db)` its rows public at `at`, narrowed
 * by the query's search and category (`whereListFilters`), read with the search's plans
 * (`withSearchPlans`) and paged by `listPage`.
 */
export function searchedListPage<Row, Item, O extends string>(
  db: Knex,
  kind: string,
  query: ListQuery<O>,
  options: Omit<Parameters<typeof listPage<Row, Item, O>>[2], 'filtered' | 'byIds' | 'count'> & {
    rows: (db: Knex) => Knex.QueryBuilder;
    at: string;
  },
): Promise<{ items: Item[]; total: number }> {
  const { rows, at, ...paging } = options;
  return withSearchPlans(db, query.search !== undefined, async (q) => {
    const searched = await searchedIds(q, kind, query.search, at, query.once);
    return listPage(q, query, {
      ...paging,
      filtered: () => whereListFilters(rows(q), query, searched),
      byIds: (ids) => rows(q).whereIn('id', ids),
      // The search index knows how many items a search finds, not which are of a category.
      count: query.category === undefined ? searched?.count : undefined,
    });
  });
}

/** Narrows `builder` by the list's search (`searchedIds`) and category. */
function whereListFilters(
  builder: Knex.QueryBuilder,
  query: Pick<ListQuery<string>, 'category'>,
  searched: Searched | undefined,
): Knex.QueryBuilder {
  searched?.narrow(builder);
  if (query.category !== undefined) void builder.where('category', query.category);
  return builder;
}

/**
 * Rows between two of a list's page starts kept per filter and order (`ListOnce`): a page deeper
 * than this is read from the nearest start before it by its sort key, through the list's index,
 * so page 5,000 costs what page 1 costs.
 */
export const KEYSET_STEP = 256;

/** One sort key of a list as SQL: an expression and the direction the index walks it. */
interface SortKey {
  sql: Knex.Raw;
  direction: 'asc' | 'desc';
}

/**
 * The sort keys of an order. A number sorted from the largest is sorted by its negative from
 * the smallest, so every key of an order runs one way and a row's place can be sought by one
 * row comparison, `(k1, k2, k3) > (?, ?, ?)`, which both databases answer from the index made
 * on the same expressions. Undefined when the keys still run both ways (no seeking: OFFSET).
 */
function sortKeysOf<O extends string>(
  db: Knex,
  orderBy: ListQuery<O>['orderBy'],
  options: { orderColumns: Readonly<Record<O, string>>; textColumn: O; numeric: readonly O[] },
): { keys: SortKey[]; oneWay: boolean } {
  const keys = orderBy.map(({ column, direction }): SortKey => {
    const name = options.orderColumns[column];
    if (column === options.textColumn) return { sql: textKey(db, name), direction };
    if (direction === 'desc' && options.numeric.includes(column)) {
      return { sql: db.raw('-??', [name]), direction: 'asc' };
    }
    return { sql: db.raw('??', [name]), direction };
  });
  return { keys, oneWay: keys.every((key) => key.direction === keys[0]?.direction) };
}

const orderedBy = (builder: Knex.QueryBuilder, keys: readonly SortKey[]) => {
  for (const key of keys) void builder.orderByRaw(`? ${key.direction}`, [key.sql]);
  return builder;
};

/**
 * One page of a list and the number of all matches. `filtered` makes a fresh builder with the
 * query's filters; `textColumn` is the order column sorted as text the same on both databases;
 * `numeric` the columns holding numbers.
 */
async function listPage<Row, Item, O extends string>(
  db: Knex,
  query: ListQuery<O>,
  options: {
    filtered: () => Knex.QueryBuilder;
    columns: readonly string[];
    orderColumns: Readonly<Record<O, string>>;
    textColumn: O;
    numeric?: readonly O[];
    toItem: (row: Row) => Item;
    /**
     * The list's rows of these ids, without the search: a searched page's ids are kept until
     * content changes (`once`), as the search of a common word reads every match once.
     */
    byIds?: (ids: number[]) => Knex.QueryBuilder;
    /** How many rows `filtered` has, where something knows it better than a count of them. */
    count?: () => Promise<number>;
  },
): Promise<{ items: Item[]; total: number }> {
  const { keys, oneWay } = sortKeysOf(db, query.orderBy, { numeric: [], ...options });
  const { page, once } = query;
  const start =
    page && oneWay && once ? await pageStart(db, query, keys, page, once, options) : undefined;
  const read = async <R>(columns: readonly string[]): Promise<R[]> => {
    const unordered = () => options.filtered().select(columns);
    if (page && start) {
      const within = page.offset - start.skipped;
      const rows = await rowsAfter<R>(db, unordered, keys, start.after, within + page.limit);
      return rows.slice(within);
    }
    const all = orderedBy(unordered(), keys);
    if (page) void all.limit(page.limit).offset(page.offset);
    return (await all) as R[];
  };
  let rows: Row[];
  if (query.search && once && page && options.byIds) {
    const ids = await once(`page:${orderOf(query)}:${page.offset}:${page.limit}`, async () =>
      (await read<{ id: unknown }>(['id'])).map((row) => Number(row.id)),
    );
    const found = ids.length
      ? ((await options.byIds(ids).select(options.columns)) as (Row & { id: unknown })[])
      : [];
    const byId = new Map(found.map((row) => [Number(row.id), row]));
    rows = ids.flatMap((id) => byId.get(id) ?? []);
  } else {
    rows = await read<Row>(options.columns);
  }
  const items = rows.map(options.toItem);
  return { items, total: await totalOf(query, items.length, options.filtered, options.count) };
}

/** A list's order in words, for what is kept of it (`once`). */
const orderOf = (query: Pick<ListQuery<string>, 'orderBy'>) =>
  query.orderBy.map(({ column, direction }) => `${column}:${direction}`).join(',');

/**
 * The first `count` rows after the sort key `after`, in the order of `keys` (all one way).
 * Postgres seeks the list's index by one row comparison, `(k1, k2, k3) > (a1, a2, a3)`. SQLite
 * seeks an index by a row comparison of columns only, not of expressions (it walked every row
 * before the key: 250 ms for page 5,000 of 100,000 stories), so there the comparison is read in
 * its parts, each a range of the index after equal leading keys, in the list's order:
 * `k1 = a1 and k2 = a2 and k3 > a3`, then `k1 = a1 and k2 > a2`, then `k1 > a1`, until `count`.
 */
async function rowsAfter<Row>(
  db: Knex,
  unordered: () => Knex.QueryBuilder,
  keys: readonly SortKey[],
  after: readonly unknown[],
  count: number,
): Promise<Row[]> {
  const beyond = keys[0]?.direction === 'desc' ? '<' : '>';
  const values = after as Knex.Value[];
  if (isPostgres(db)) {
    const placeholders = keys.map(() => '?').join(', ');
    return (await orderedBy(unordered(), keys)
      .whereRaw(`(${placeholders}) ${beyond} (${placeholders})`, [
        ...keys.map((key) => key.sql),
        ...values,
      ])
      .limit(count)) as Row[];
  }
  const rows: Row[] = [];
  for (let equal = keys.length - 1; equal >= 0 && rows.length < count; equal -= 1) {
    // Ordered by the keys that vary only: SQLite sorts the range when told to order by a key it
    // holds equal (it reads the index in that order anyway).
    const part = orderedBy(unordered(), keys.slice(equal));
    keys.slice(0, equal).forEach((key, i) => void part.whereRaw('? = ?', [key.sql, values[i]!]));
    void part.whereRaw(`? ${beyond} ?`, [keys[equal]!.sql, values[equal]!]);
    rows.push(...((await part.limit(count - rows.length)) as Row[]));
  }
  return rows;
}

/**
 * Where a deep page starts: the sort key of the last row before the nearest page start kept for
 * this filter and order, and how many rows come before it. The starts are found once per content
 * change, in one pass of the database over the list's index (every `KEYSET_STEP`th row's key).
 */
async function pageStart<O extends string>(
  db: Knex,
  query: ListQuery<O>,
  keys: readonly SortKey[],
  page: Page,
  once: ListOnce,
  options: { filtered: () => Knex.QueryBuilder },
): Promise<{ after: unknown[]; skipped: number } | undefined> {
  const block = Math.floor(page.offset / KEYSET_STEP);
  if (block === 0) return undefined;
  const starts = await once(`starts:${orderOf(query)}`, async () => {
    const numbered = options.filtered().select(
      ...keys.map((key, i) => db.raw(`? as k${i}`, [key.sql])),
      db.raw(
        `row_number() over (order by ${keys.map((key) => `? ${key.direction}`).join(', ')}) as n`,
        keys.map((key) => key.sql),
      ),
    );
    const rows = (await db
      .from(numbered.as('numbered'))
      .whereRaw('n % ? = 0', [KEYSET_STEP])
      .orderBy('n', 'asc')
      .select(keys.map((_, i) => `k${i}`))) as Record<string, unknown>[];
    return rows.map((row) => keys.map((_, i) => row[`k${i}`] as Knex.Value));
  });
  const after = starts[Math.min(block, starts.length) - 1];
  if (!after) return undefined;
  return { after, skipped: Math.min(block, starts.length) * KEYSET_STEP };
}

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

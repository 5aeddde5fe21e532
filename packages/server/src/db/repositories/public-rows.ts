import type { Knex } from 'knex';
import { toCount, toIso } from '../knex.js';
import { searchedListPage, type ListQuery } from './query-helpers.js';

/** A list of a collection's public rows: public means what the collection declares at `at`. */
export interface PublicListQuery<OrderColumn extends string> extends ListQuery<OrderColumn> {
  /** The instant (ISO 8601) the rows listed are public at. */
  at: string;
}

/**
 * The reads stories and articles (each a collection with a table of its own) make of their
 * public rows the same way: a searched page of a list, how many there are, the slug of one (an
 * old address that now points to it), and the next instant one of their dates comes. What is
 * public is each collection's own (`rows`): a story's consent, an article's date.
 */
export function createPublicRows<Row, Item, O extends string>(
  db: Knex,
  declared: {
    collection: 'stories' | 'articles';
    table: string;
    /** The rows public at `at` (of `q`, a transaction, when given). */
    rows: (at: string, q?: Knex) => Knex.QueryBuilder;
    /** How a list reads its rows: columns, order, the text column and the item made of a row. */
    list: Omit<Parameters<typeof searchedListPage<Row, Item, O>>[3], 'rows' | 'at'>;
  },
) {
  const { collection, table, rows } = declared;
  return {
    async list(query: PublicListQuery<O>): Promise<{ items: Item[]; total: number }> {
      return searchedListPage(db, collection, query, {
        ...declared.list,
        rows: (q) => rows(query.at, q),
        at: query.at,
      });
    },

    /** How many rows are public at `at`. */
    async countPublic(at: string): Promise<number> {
      const [row] = (await rows(at).count({ n: '*' })) as { n: unknown }[];
      return toCount(row?.n);
    },

    /** The slug of a public row (for an old address that now points to it). */
    async publicSlugOf(id: number, at: string): Promise<string | undefined> {
      const row = (await rows(at).where('id', id).first('slug')) as { slug: string } | undefined;
      return row?.slug;
    },

    /** The next instant after `after` in `column` of a published row (nobody writes then). */
    async nextOf(column: string, after: string): Promise<string | undefined> {
      const row = (await db(table)
        .where('published', true)
        .where(column, '>', after)
        .min({ at: column })
        .first()) as { at: unknown } | undefined;
      return row?.at === null || row?.at === undefined ? undefined : toIso(row.at);
    },

    /** How many rows there are, public or not. */
    async count(): Promise<number> {
      const [row] = (await db(table).count({ n: '*' })) as { n: unknown }[];
      return toCount(row?.n);
    },
  };
}

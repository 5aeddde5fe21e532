import type { CollectionDef } from '@ia/shared';
import type { Knex } from 'knex';
import { toCount, toIso } from '../knex.js';
import { isUniqueViolation, readInChunks, whereContains } from './query-helpers.js';
import { queueForSearch } from './search.js';

/**
 * The items of every collection, stored the same way: the English document as JSON in `data`
 * beside the columns every item has (slug, status, version, order, who and when). Stories and
 * articles keep tables of their own, with more columns written from the document for the public
 * reads that filter and sort on them (./collection-tables.ts); every other collection shares
 * `entries`, told apart by its name.
 */

type Doc = Record<string, unknown>;

/** The kind globals go by in translations, history, image uses and the search index. */
export const GLOBALS_KIND = 'globals';

/** Where a collection's items are kept and what else is written from each document. */
export interface CollectionTable {
  table: string;
  /** The name to filter on in a table several collections share. */
  collection?: string;
  /** A column of their own written from the document (for queries); keyed by column name. */
  columns?: (doc: Doc, slug: string | null, at: string) => Record<string, unknown>;
  /** Rows of other tables written from the document (a story's gallery). */
  children?: (db: Knex, id: number, doc: Doc) => Promise<void>;
  /** The column a search in the admin looks in (default: the whole document). */
  searchColumns?: readonly string[];
  /** Items have no `position` column: staff cannot order them. */
  unordered?: boolean;
  /**
   * Narrows a query of the table to the rows whose dates make them public at `at` beyond being
   * published (a schedule that has come, a consent that has not ended): `isPublicAt` in SQL, for
   * a collection with `schedules` or `expires` dates (columns of its own table).
   */
  publicAt?: (rows: Knex.QueryBuilder, at: string) => void;
  /** Narrows to the rows whose consent has ended at `at` (`hasExpiredAt` in SQL). */
  expiredAt?: (rows: Knex.QueryBuilder, at: string) => void;
}

export interface StoredItem {
  id: number;
  slug: string | null;
  published: boolean;
  version: number;
  position: number;
  createdAt: string;
  updatedAt: string;
  updatedBy: string | null;
  createdBy: string | null;
  /** The account that created it (null: the seed, or content from before accounts). */
  createdById: number | null;
  /** Where it is in review (null: not in review). */
  review: StoredReview | null;
  /** The English document (without slug or translations). */
  document: Doc;
}

export interface StoredReview {
  state: 'submitted' | 'returned';
  note: string | null;
  at: string;
  by: string | null;
}

export interface WriteMeta {
  at: string;
  /** Who wrote it (their e-mail address); null for the system (the seed). */
  by: string | null;
  /** Their account (written as the author of a new item). */
  byId?: number | null;
}

/** Which items an admin list shows. */
export interface ListFilter {
  q?: string;
  status?: 'draft' | 'published';
  /** Only published items and the drafts of this account (what a contributor sees). */
  visibleTo?: number;
  /** Only items in review: `submitted` ones, or (with `authorId`) any state. */
  review?: 'submitted' | 'any';
  /** Only the items this account created. */
  authorId?: number;
}

/** Another item took the slug between the check and the write (two saves at one moment). */
export class SlugTakenError extends Error {
  constructor() {
    super('The slug is taken');
    this.name = 'SlugTakenError';
  }
}

async function writingSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error, 'slug')) throw new SlugTakenError();
    throw error;
  }
}

interface Row {
  id: number;
  slug?: string | null;
  published: unknown;
  version: number;
  position?: number;
  created_at: unknown;
  updated_at: unknown;
  updated_by: string | null;
  created_by: string | null;
  created_by_id: number | null;
  review_state: string | null;
  review_note: string | null;
  review_at: unknown;
  review_by: string | null;
  data: string | null;
}

const BASE_COLUMNS = [
  'id',
  'published',
  'version',
  'created_at',
  'updated_at',
  'updated_by',
  'created_by',
  'created_by_id',
  'review_state',
  'review_note',
  'review_at',
  'review_by',
  'data',
] as const;

export type EntryStore = ReturnType<typeof createEntryStore>;

/** The data layer of one collection. */
export function createEntryStore(db: Knex, def: CollectionDef, storage: CollectionTable) {
  const { table } = storage;
  const ordered = !storage.unordered;
  const columns = [
    ...BASE_COLUMNS,
    ...(def.slugs || storage.collection ? ['slug'] : []),
    ...(ordered ? ['position'] : []),
  ];
  const scoped = () =>
    storage.collection ? db(table).where('collection', storage.collection) : db(table);

  const toItem = (row: Row): StoredItem => ({
    id: Number(row.id),
    slug: row.slug ?? null,
    published: Boolean(row.published),
    version: Number(row.version),
    position: Number(row.position ?? 0),
    createdAt: toIso(row.created_at),
    updatedAt: toIso(row.updated_at),
    updatedBy: row.updated_by,
    createdBy: row.created_by,
    createdById:
      row.created_by_id === null || row.created_by_id === undefined
        ? null
        : Number(row.created_by_id),
    review:
      row.review_state === 'submitted' || row.review_state === 'returned'
        ? {
            state: row.review_state,
            note: row.review_note,
            at: toIso(row.review_at),
            by: row.review_by,
          }
        : null,
    document: row.data ? (JSON.parse(row.data) as Doc) : {},
  });

  const reviewColumns = (review: StoredReview | null) => ({
    review_state: review?.state ?? null,
    review_note: review?.note ?? null,
    review_at: review?.at ?? null,
    review_by: review?.by ?? null,
  });

  const written = (doc: Doc, slug: string | null, at: string) => ({
    data: JSON.stringify(doc),
    ...(def.slugs ? { slug } : {}),
    ...storage.columns?.(doc, slug, at),
  });

  const orderBy = (query: Knex.QueryBuilder) =>
    ordered
      ? query.orderBy('position', 'asc').orderBy('id', 'asc')
      : query.orderBy('updated_at', 'desc').orderBy('id', 'desc');

  return {
    def,

    /** Items for the admin, drafts included: staff's order, else the latest change first. */
    async list(
      options: ListFilter & { limit: number; offset: number },
    ): Promise<{ items: StoredItem[]; total: number }> {
      const filtered = () => {
        const query = scoped();
        if (options.status) void query.where('published', options.status === 'published');
        if (options.q) whereContains(query, storage.searchColumns ?? ['data'], options.q);
        const viewer = options.visibleTo;
        if (viewer !== undefined) {
          void query.where((visible) =>
            visible.where('published', true).orWhere('created_by_id', viewer),
          );
        }
        if (options.review === 'submitted') void query.where('review_state', 'submitted');
        if (options.review === 'any') void query.whereNotNull('review_state');
        if (options.authorId !== undefined) void query.where('created_by_id', options.authorId);
        return query;
      };
      const rows = (await orderBy(filtered())
        .limit(options.limit)
        .offset(options.offset)
        .select(columns)) as Row[];
      const items = rows.map(toItem);
      const total =
        options.offset === 0 && items.length < options.limit
          ? items.length
          : toCount(((await filtered().count({ n: '*' })) as { n: unknown }[])[0]?.n);
      return { items, total };
    },

    /** Published items in their order, at most `limit` (public reads of small collections). */
    async published(limit: number): Promise<StoredItem[]> {
      const rows = (await orderBy(scoped().where('published', true))
        .limit(limit)
        .select(columns)) as Row[];
      return rows.map(toItem);
    },

    async read(id: number): Promise<StoredItem | undefined> {
      const row = (await scoped().where('id', id).first(columns)) as Row | undefined;
      return row ? toItem(row) : undefined;
    },

    /** The items of `ids` that exist. */
    async readMany(ids: readonly number[]): Promise<StoredItem[]> {
      const rows = await readInChunks(
        ids,
        (chunk) => scoped().whereIn('id', chunk).select(columns) as Promise<Row[]>,
      );
      return rows.map(toItem);
    },

    async readBySlug(slug: string): Promise<StoredItem | undefined> {
      const row = (await scoped().where('slug', slug).first(columns)) as Row | undefined;
      return row ? toItem(row) : undefined;
    },

    async idOfSlug(slug: string): Promise<number | undefined> {
      const row = (await scoped().where('slug', slug).first('id')) as { id: number } | undefined;
      return row ? Number(row.id) : undefined;
    },

    async insert(
      doc: Doc,
      slug: string | null,
      meta: WriteMeta & { published?: boolean },
    ): Promise<number> {
      let position = 0;
      if (ordered) {
        const [row] = (await scoped().max({ n: 'position' })) as { n: unknown }[];
        position = row?.n === null || row?.n === undefined ? 0 : Number(row.n) + 1;
      }
      const [inserted] = (await writingSlug(() =>
        db(table)
          .insert({
            ...(storage.collection ? { collection: storage.collection } : {}),
            ...written(doc, slug, meta.at),
            ...(ordered ? { position } : {}),
            published: meta.published ?? false,
            version: 1,
            created_at: meta.at,
            updated_at: meta.at,
            updated_by: meta.by,
            created_by: meta.by,
            created_by_id: meta.byId ?? null,
          })
          .returning('id'),
      )) as { id: number }[];
      const id = Number(inserted?.id);
      await storage.children?.(db, id, doc);
      await queueForSearch(db, def.name, id);
      return id;
    },

    /**
     * Writes a change if the item is still at `expectedVersion` (else false: nothing written).
     * `review` null ends a review; left out, the review stays as it is.
     */
    async update(
      id: number,
      expectedVersion: number,
      change: {
        document?: Doc;
        slug?: string | null;
        published?: boolean;
        review?: StoredReview | null;
        meta: WriteMeta;
      },
    ): Promise<boolean> {
      const set: Record<string, unknown> = {
        version: expectedVersion + 1,
        updated_at: change.meta.at,
        updated_by: change.meta.by,
      };
      if (change.document)
        Object.assign(set, written(change.document, change.slug ?? null, change.meta.at));
      if (change.published !== undefined) set.published = change.published;
      if (change.review !== undefined) Object.assign(set, reviewColumns(change.review));
      const updated = await writingSlug(() =>
        scoped().where({ id, version: expectedVersion }).update(set),
      );
      if (updated !== 1) return false;
      if (change.document) await storage.children?.(db, id, change.document);
      await queueForSearch(db, def.name, id);
      return true;
    },

    async remove(id: number, expectedVersion: number): Promise<boolean> {
      const removed = (await scoped().where({ id, version: expectedVersion }).delete()) === 1;
      if (removed) await queueForSearch(db, def.name, id);
      return removed;
    },

    /** Puts `ids` first, in this order, the others after them as they were. */
    async reorder(ids: readonly number[]): Promise<void> {
      if (!ordered) return;
      const rows = (await orderBy(scoped()).select('id')) as { id: number }[];
      const rest = rows.map((row) => Number(row.id)).filter((id) => !ids.includes(id));
      const order = [...ids.filter((id) => rows.some((row) => Number(row.id) === id)), ...rest];
      for (const [position, id] of order.entries()) {
        await scoped().where('id', id).update({ position });
      }
    },

    async count(): Promise<number> {
      const [row] = (await scoped().count({ n: '*' })) as { n: unknown }[];
      return toCount(row?.n);
    },

    /** The ids after `afterId`, in order, `limit` of them (every item, a page at a time). */
    async idsAfter(afterId: number, limit: number): Promise<number[]> {
      const rows = (await scoped()
        .where('id', '>', afterId)
        .orderBy('id', 'asc')
        .limit(limit)
        .select('id')) as { id: number }[];
      return rows.map((row) => Number(row.id));
    },
  };
}

export interface StoredGlobal {
  id: number;
  name: string;
  version: number;
  updatedAt: string;
  updatedBy: string | null;
  document: Doc;
}

export type GlobalStore = ReturnType<typeof createGlobalStore>;

/** One record per global (the organisation's details, a page's texts). */
export function createGlobalStore(db: Knex) {
  const toGlobal = (row: {
    id: number;
    name: string;
    version: number;
    updated_at: unknown;
    updated_by: string | null;
    data: string;
  }): StoredGlobal => ({
    id: Number(row.id),
    name: row.name,
    version: Number(row.version),
    updatedAt: toIso(row.updated_at),
    updatedBy: row.updated_by,
    document: JSON.parse(row.data) as Doc,
  });

  return {
    async read(name: string): Promise<StoredGlobal | undefined> {
      const row = (await db('globals').where('name', name).first('*')) as
        Parameters<typeof toGlobal>[0] | undefined;
      return row ? toGlobal(row) : undefined;
    },

    async readAll(): Promise<StoredGlobal[]> {
      const rows = (await db('globals').select('*')) as Parameters<typeof toGlobal>[0][];
      return rows.map(toGlobal);
    },

    /**
     * Writes a global if it is still at `expectedVersion` (0: not written yet). False when someone
     * wrote it in between (nothing written).
     */
    async write(
      name: string,
      expectedVersion: number,
      doc: Doc,
      meta: WriteMeta,
    ): Promise<{ id: number } | undefined> {
      const data = JSON.stringify(doc);
      if (expectedVersion === 0) {
        const rows = (await db('globals')
          .insert({ name, version: 1, data, updated_at: meta.at, updated_by: meta.by })
          .onConflict('name')
          .ignore()
          .returning('id')) as { id: number }[];
        if (rows[0]) await queueForSearch(db, GLOBALS_KIND, Number(rows[0].id));
        return rows[0] ? { id: Number(rows[0].id) } : undefined;
      }
      const updated = await db('globals')
        .where({ name, version: expectedVersion })
        .update({ version: expectedVersion + 1, data, updated_at: meta.at, updated_by: meta.by });
      if (updated !== 1) return undefined;
      const row = (await db('globals').where('name', name).first('id')) as { id: number };
      await queueForSearch(db, GLOBALS_KIND, Number(row.id));
      return { id: Number(row.id) };
    },
  };
}

import type { Knex } from 'knex';
import { IN_LIST_MAX, isPostgres, toCount } from '../knex.js';
import { SEARCH_MATCHES_INDEX } from '../migrations/20261203000000_search_matches.js';

/** One row of the search index: an item (or page) in one language. */
export interface SearchDocument {
  kind: string;
  itemId: number;
  lang: string;
  type: string;
  path: string;
  title: string;
  body: string;
  searchTitle: string;
  searchBody: string;
  visibleFrom: string | null;
  visibleUntil: string | null;
  updatedAt: string;
}

/** A row found: what a result shows of it. */
export type SearchHit = Pick<
  SearchDocument,
  'kind' | 'itemId' | 'lang' | 'type' | 'path' | 'title' | 'body'
>;

export interface RankQuery {
  /** Searched words (searchTerms): each must start a word of the title or text. */
  terms: readonly string[];
  lang: string;
  type?: string;
  /** The most matches ranked and counted. */
  most: number;
}

export interface SearchQuery extends RankQuery {
  /** Public at this instant. */
  at: string;
  limit: number;
  offset: number;
}

/**
 * A search's matches, best first: their index rows' ids, and for the few with a public window
 * (scheduled, or until consent ends) where they stand and from when until when they are public.
 * Plain numbers mostly: a ranking of 1,000 matches is kept in about 7 KB.
 */
export interface Ranking {
  ids: number[];
  windows: [position: number, from: string | null, until: string | null][];
  more: boolean;
}

/**
 * The ids of the matches public at `at`, in rank order. Ranked without the time, a ranking is
 * kept until content changes and still answers right when a scheduled item's time comes.
 */
export function publicAt(ranking: Ranking, at: string): number[] {
  if (ranking.windows.length === 0) return ranking.ids;
  const hidden = new Set(
    ranking.windows
      .filter(([, from, until]) => (from !== null && from > at) || (until !== null && until <= at))
      .map(([position]) => position),
  );
  return ranking.ids.filter((_, position) => !hidden.has(position));
}

/** Tells the search index an item was written (in the write's transaction: never missed). */
export const queueForSearch = (db: Knex, kind: string, id: number) =>
  db('search_queue').insert({ kind, item_id: id });

/**
 * The index's rows (`d`) in which every one of `terms` starts a word of the title or text, and
 * the SQL of their rank (lower is better): SQLite's FTS5 or Postgres's full-text search (there,
 * the rank of a row of the table itself named `d`: the rows matched do not carry their words).
 */
function matchedDocuments(
  db: Knex,
  terms: readonly string[],
): { rows: Knex.QueryBuilder; rank: Knex.Raw } {
  if (isPostgres(db)) {
    const tsquery = terms.map((term) => `${term}:*`).join(' & ');
    return {
      // The words' matches first, through the full-text index, then their kind and language:
      // `offset 0` keeps the planner from choosing an index on those instead and checking each
      // of their rows' words, kept out of line (withSearchPlans). Not their words themselves
      // (`tsv`): passed on, they tripled the time of reading 44,000 matches (140 ms to 45).
      rows: db.from(
        db.raw(
          `(select id, kind, item_id, lang, type, visible_from, visible_until
            from search_documents where tsv @@ to_tsquery('simple', ?) offset 0) as d`,
          [tsquery],
        ),
      ),
      rank: db.raw("-ts_rank(d.tsv, to_tsquery('simple', ?))", [tsquery]),
    };
  }
  const match = terms.map((term) => `"${term}"*`).join(' ');
  return {
    // CROSS JOIN: SQLite reads the full-text matches first and looks each row up, instead of
    // running the full-text search again for every row of a language (35 times slower at 2,000
    // rows, and growing with the index).
    // The match's item, language and window come from a narrow index, not the rows' texts.
    rows: db('search_fts as f')
      .joinRaw(
        `cross join search_documents as d indexed by ${SEARCH_MATCHES_INDEX} on d.id = f.rowid`,
      )
      .whereRaw('search_fts match ?', [match]),
    rank: db.raw('bm25(search_fts, 8.0, 1.0)'),
  };
}

/** The index's rows of `kind` in `lang` or in English that have every one of `terms`. */
const matchesOf = (db: Knex, kind: string, terms: readonly string[], lang: string) =>
  matchedDocuments(db, terms)
    .rows.where('d.kind', kind)
    .whereIn('d.lang', [...new Set([lang, 'en'])]);

/**
 * The ids of the items of `kind` whose text in `lang` or in English has every one of `terms`
 * (a list's search: the list itself says which items are public and in which order).
 */
export function searchedItems(
  db: Knex,
  kind: string,
  terms: readonly string[],
  lang: string,
): Knex.QueryBuilder {
  if (terms.length === 0) return db('search_documents').where(db.raw('1 = 0')).select('item_id');
  return matchesOf(db, kind, terms, lang).select('d.item_id');
}

/**
 * How many items `searchedItems` finds public at `at`, each once: the index holds the public
 * items only, each row with the window it is public in (a scheduled item, consent ending).
 */
export async function countSearchedItems(
  db: Knex,
  kind: string,
  terms: readonly string[],
  lang: string,
  at: string,
): Promise<number> {
  if (terms.length === 0) return 0;
  const [row] = (await matchesOf(db, kind, terms, lang)
    .where((from) => void from.whereNull('d.visible_from').orWhere('d.visible_from', '<=', at))
    .where((until) => void until.whereNull('d.visible_until').orWhere('d.visible_until', '>', at))
    .countDistinct({ n: 'd.item_id' })) as { n: unknown }[];
  return toCount(row?.n);
}

/**
 * Runs `read` with the queries of a search. On Postgres, in a transaction that tells the planner
 * not to scan tables in order (`enable_seqscan`, for its statements only): the search index's
 * rows keep their words out of line, so the planner costs a scan of its table by the table's
 * own pages, while checking each row's words reads them all. At 10,000 stories a scan was
 * planned for every word (126 ms for 514 matches, against 3 ms through the full-text index,
 * and at 100,000 stories 760 ms against 65). Nor to compile them (`jit`): a search's cost,
 * guessed high, passed the threshold of compiling its plan, 180 ms of a first search's 270.
 * SQLite: as it is (FTS5 is its own index).
 */
export async function withSearchPlans<T>(
  db: Knex,
  searched: boolean,
  read: (db: Knex) => Promise<T>,
): Promise<T> {
  if (!searched || !isPostgres(db)) return read(db);
  return db.transaction(async (trx) => {
    await trx.raw('set local enable_seqscan = off');
    await trx.raw('set local jit = off');
    return read(trx);
  });
}

/** How much of an item's text the index keeps to show a passage from. */
const BODY_KEPT = 20_000;

/**
 * The search index (migration 20261201000000_search): written per item, searched with SQLite's
 * FTS5 or Postgres's full-text search, words matched by prefix, best first.
 */
/** A queued write: an item (of a kind) to index again as it is now. */
export interface QueuedItem {
  id: number;
  kind: string;
  itemId: number;
}

/** What a batch of the queue puts in the index. */
export interface IndexedBatch {
  /** By kind, each queued item's rows as it is now (none: not public, or deleted). */
  items: ReadonlyMap<string, ReadonlyMap<number, SearchDocument[]>>;
  /** Whether the database's planner is told what the index holds afterwards. */
  refreshStatistics: boolean;
}

/** Puts the rows of these items (of one kind), all their languages, in place of the index's. */
async function replaceItems(
  trx: Knex.Transaction,
  kind: string,
  items: ReadonlyMap<number, SearchDocument[]>,
): Promise<void> {
  const ids = [...items.keys()];
  for (let start = 0; start < ids.length; start += IN_LIST_MAX) {
    await trx('search_documents')
      .where({ kind })
      .whereIn('item_id', ids.slice(start, start + IN_LIST_MAX))
      .delete();
  }
  const rows = [...items.values()].flat().map((doc) => ({
    kind: doc.kind,
    item_id: doc.itemId,
    lang: doc.lang,
    type: doc.type,
    path: doc.path,
    title: doc.title,
    body: doc.body.slice(0, BODY_KEPT),
    search_title: doc.searchTitle,
    search_body: doc.searchBody,
    visible_from: doc.visibleFrom,
    visible_until: doc.visibleUntil,
    updated_at: doc.updatedAt,
  }));
  // A few rows a statement: each row binds 12 values, under either database's limit.
  for (let start = 0; start < rows.length; start += 100) {
    await trx('search_documents').insert(rows.slice(start, start + 100));
  }
}

export function createSearchRepository(db: Knex) {
  const postgres = isPostgres(db);

  /** The rows in `lang`, and English rows of items not written in `lang` (at any time). */
  const visible = (query: Knex.QueryBuilder, q: RankQuery) => {
    void query.where((language) =>
      language
        .where('d.lang', q.lang)
        .orWhere((english) =>
          english
            .where('d.lang', 'en')
            .whereNotExists(
              db('search_documents as t')
                .select(db.raw('1'))
                .whereRaw('t.kind = d.kind and t.item_id = d.item_id')
                .where('t.lang', q.lang),
            ),
        ),
    );
    if (q.type) void query.where('d.type', q.type);
    return query;
  };

  /** The matching rows, with their rank (lower is better) as `rank`. */
  const matching = (q: RankQuery) => {
    const { rows, rank } = matchedDocuments(db, q.terms);
    return visible(rows.select(db.raw('? as rank', [rank])), q);
  };

  interface Matched {
    id: number;
    rank: number | string;
    visible_from: string | null;
    visible_until: string | null;
  }

  /**
   * One more than `q.most` of the latest matches, the latest first, with their rank: one pass
   * over the matches, stopping there. Postgres: the latest are picked from the full-text
   * index's matches (`d.id + 0`), not by walking the table's key from the latest row and
   * checking each row's words, kept out of line (a word few rows have read the whole table,
   * 1.5 s at 100,000 stories); then only those are read and ranked, each by its key (an array,
   * not a join the planner could turn into a scan).
   */
  async function latestMatches(q: RankQuery): Promise<Matched[]> {
    if (!postgres) {
      return (await matching(q)
        .select('d.id', 'd.visible_from', 'd.visible_until')
        .orderByRaw('f.rowid desc')
        .limit(q.most + 1)) as Matched[];
    }
    const { rows, rank } = matchedDocuments(db, q.terms);
    const latest = visible(rows, q)
      .select('d.id')
      .orderByRaw('d.id + 0 desc')
      .limit(q.most + 1);
    const found = await withSearchPlans(
      db,
      true,
      async (trx) =>
        (await trx('search_documents as d')
          .select(rank.wrap('', ' as rank'), 'd.id', 'd.visible_from', 'd.visible_until')
          .whereRaw('d.id = any(array(?))', [latest])) as Matched[],
    );
    return found.sort((a, b) => Number(b.id) - Number(a.id));
  }

  const repository = {
    /**
     * The best of the first `q.most` matches (the latest written first), best first: a search
     * costs the same however much of the site has the words; `more` says there were others.
     */
    async rank(q: RankQuery): Promise<Ranking> {
      if (q.terms.length === 0) return { ids: [], windows: [], more: false };
      const matched = await latestMatches(q);
      const best = matched
        .slice(0, q.most)
        .sort((a, b) => Number(a.rank) - Number(b.rank) || Number(a.id) - Number(b.id));
      return {
        ids: best.map((row) => Number(row.id)),
        windows: best.flatMap((row, position): Ranking['windows'] =>
          row.visible_from === null && row.visible_until === null
            ? []
            : [[position, row.visible_from, row.visible_until]],
        ),
        more: matched.length > q.most,
      };
    },

    /** What results show of these index rows (from `rank`), in the same order. */
    /** Of the rows `ids`, those of `kind`, with their address. */
    async pathsOfKind(ids: readonly number[], kind: string): Promise<Map<number, string>> {
      const found = new Map<number, string>();
      for (let start = 0; start < ids.length; start += IN_LIST_MAX) {
        const rows = (await db('search_documents')
          .where('kind', kind)
          .whereIn('id', ids.slice(start, start + IN_LIST_MAX))
          .select('id', 'path')) as { id: number; path: string }[];
        for (const row of rows) found.set(Number(row.id), row.path);
      }
      return found;
    },

    async hits(ids: readonly number[]): Promise<SearchHit[]> {
      if (ids.length === 0) return [];
      const read = (await db('search_documents as d')
        .whereIn('d.id', ids.slice(0, IN_LIST_MAX))
        .select(
          'd.id',
          'd.kind',
          'd.item_id',
          'd.lang',
          'd.type',
          'd.path',
          'd.title',
          'd.body',
        )) as {
        id: number;
        kind: string;
        item_id: number;
        lang: string;
        type: string;
        path: string;
        title: string;
        body: string;
      }[];
      const byId = new Map(read.map((row) => [Number(row.id), row]));
      return ids.flatMap((id) => {
        const row = byId.get(id);
        return row
          ? [
              {
                kind: row.kind,
                itemId: Number(row.item_id),
                lang: row.lang,
                type: row.type,
                path: row.path,
                title: row.title,
                body: row.body,
              },
            ]
          : [];
      });
    },

    /** One page of `rank`'s answer. */
    async search(q: SearchQuery): Promise<{ hits: SearchHit[]; total: number; more: boolean }> {
      const ranking = await repository.rank(q);
      const ids = publicAt(ranking, q.at);
      const { more } = ranking;
      return {
        hits: await repository.hits(ids.slice(q.offset, q.offset + q.limit)),
        total: ids.length,
        more,
      };
    },

    /**
     * Takes in the oldest `limit` queued writes, one process at a time (several server
     * processes share the database): one transaction takes the index's lock (Postgres: an
     * advisory lock of this schema, not waited for; SQLite: the write lock, waited for), reads
     * the queue, asks `documents` for the rows of each queued item as it is now (read while the
     * lock is held, so a process never writes an item's older rows over newer ones another
     * process wrote meanwhile), puts them in place of what the index had of those items, and
     * takes exactly those queued rows out of the queue (a write queued meanwhile stays, even
     * under a lower id). Answers the queued writes taken in ([]: none are queued), or undefined
     * when another process holds the lock (try again in a moment).
     */
    async takeQueued(
      limit: number,
      documents: (queued: QueuedItem[]) => Promise<IndexedBatch>,
    ): Promise<QueuedItem[] | undefined> {
      return db.transaction(async (trx) => {
        if (postgres) {
          const { rows } = (await trx.raw(
            "select pg_try_advisory_xact_lock(hashtext(current_schema() || '.search_index')) as locked",
          )) as { rows: { locked: boolean }[] };
          if (!rows[0]?.locked) return undefined;
        } else {
          // A first statement that writes (nothing) takes the write lock at once, so the
          // transaction waits its turn instead of failing when another writer came first.
          await trx.raw('update search_state set version = version where 0');
        }
        const queued = (
          (await trx('search_queue')
            .orderBy('id', 'asc')
            .limit(limit)
            .select('id', 'kind', 'item_id')) as { id: number; kind: string; item_id: number }[]
        ).map((row) => ({ id: Number(row.id), kind: row.kind, itemId: Number(row.item_id) }));
        if (queued.length === 0) return queued;
        const batch = await documents(queued);
        for (const [kind, items] of batch.items) await replaceItems(trx, kind, items);
        // Before the batch leaves the queue, the planner learns the index's new size: an
        // empty queue means an index ready to be searched, also for another process.
        if (batch.refreshStatistics) await trx.raw('analyze search_documents');
        const ids = queued.map((entry) => entry.id);
        for (let start = 0; start < ids.length; start += IN_LIST_MAX) {
          await trx('search_queue')
            .whereIn('id', ids.slice(start, start + IN_LIST_MAX))
            .delete();
        }
        return queued;
      });
    },

    /**
     * Tells the database's planner what the index now holds (after taking in many items at
     * once: a first build). Without it, Postgres planned a list's search on a freshly built
     * index as if it were empty: 60 requests a second instead of 17,000 at 10,000 stories.
     */
    async refreshStatistics(): Promise<void> {
      await db.raw('analyze search_documents');
    },

    /** Queues these items (a first build). */
    async enqueue(kind: string, ids: readonly number[]): Promise<void> {
      for (let start = 0; start < ids.length; start += 400) {
        await db('search_queue').insert(
          ids.slice(start, start + 400).map((id) => ({ kind, item_id: id })),
        );
      }
    },

    /** How the rows of `kind` were made (undefined: never indexed). */
    async version(kind: string): Promise<number | undefined> {
      const row = (await db('search_state').where({ kind }).first('version')) as
        { version: number } | undefined;
      return row === undefined ? undefined : Number(row.version);
    },

    async setVersion(kind: string, version: number): Promise<void> {
      await db('search_state').insert({ kind, version }).onConflict('kind').merge();
    },

    /** Forgets every row of `kind` (before it is built again). */
    async clearKind(kind: string): Promise<void> {
      await db('search_documents').where({ kind }).delete();
    },
  };
  return repository;
}

export type SearchRepository = ReturnType<typeof createSearchRepository>;

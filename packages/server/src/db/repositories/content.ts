import { collectionNamed, type RevisionAction } from '@ia/shared';

/** A collection's name, or `globals` for the globals (their item id is the global's row id). */
type ContentKind = string;
import type { Knex } from 'knex';
import { IN_LIST_MAX, toIso } from '../knex.js';
import { collectionTable, whereItemState, type ItemState } from './collection-tables.js';
import { GLOBALS_KIND } from './entries.js';
import { readInChunks, usagesTable, type UseRow } from './query-helpers.js';

/** The translated fields of one item in one language. */
export type TranslatedFields = Record<string, unknown>;

/** One translation with the English fingerprints it was made from (see localize.ts in shared). */
export interface TranslationRow {
  fields: TranslatedFields;
  sources: Record<string, string> | undefined;
}

export interface NewRevision {
  kind: ContentKind;
  itemId: number;
  version: number;
  action: RevisionAction;
  by: string | null;
  at: string;
  changes: string[];
  snapshot: unknown;
}

export interface StoredRevision extends Omit<NewRevision, 'snapshot'> {
  snapshot: unknown;
}

interface RevisionRow {
  kind: ContentKind;
  item_id: number;
  version: number;
  action: RevisionAction;
  by: string | null;
  at: unknown;
  changes: string;
  snapshot: string;
}

const toRevision = (row: RevisionRow): StoredRevision => ({
  kind: row.kind,
  itemId: Number(row.item_id),
  version: Number(row.version),
  action: row.action,
  by: row.by,
  at: toIso(row.at),
  changes: JSON.parse(row.changes) as string[],
  snapshot: JSON.parse(row.snapshot) as unknown,
});

export type ContentRepository = ReturnType<typeof createContentRepository>;

/**
 * What every collection and global shares: translations, the addresses items used to have, the
 * record of every change, and which images each shows. Keyed by kind (the collection's name, or
 * `globals`) and item id.
 */
export function createContentRepository(db: Knex) {
  const imageUsages = usagesTable(db, 'image_usages', 'image');
  return {
    /**
     * The last change of any public content at `at` (a global, a published item, a story or an
     * article): when the site's pages, which show them, last changed.
     */
    async newestPublicChange(at: string): Promise<string | undefined> {
      const newest = async (query: Knex.QueryBuilder) => {
        const row = (await query
          .where('updated_at', '<=', at)
          .max({ at: 'updated_at' })
          .first()) as { at: unknown } | undefined;
        return row?.at === null || row?.at === undefined ? undefined : toIso(row.at);
      };
      const instants = await Promise.all([
        newest(db('globals')),
        newest(db('entries').where('published', true)),
        newest(db('success_stories').where('published', true)),
        newest(db('articles').where('published', true)),
      ]);
      return instants
        .filter((instant): instant is string => instant !== undefined)
        .sort()
        .at(-1);
    },

    /** The translations of `ids` in `lang`, by item id. */
    async translationsIn(
      kind: ContentKind,
      ids: readonly number[],
      lang: string,
    ): Promise<Map<number, TranslatedFields>> {
      const found = new Map<number, TranslatedFields>();
      if (ids.length === 0) return found;
      const rows = await readInChunks(
        ids,
        (chunk) =>
          db('content_translations')
            .where({ kind, lang })
            .whereIn('item_id', chunk)
            .select('item_id', 'fields') as Promise<{ item_id: number; fields: string }[]>,
      );
      for (const row of rows) {
        found.set(Number(row.item_id), JSON.parse(row.fields) as TranslatedFields);
      }
      return found;
    },

    /** The languages each of `ids` is translated into (not English), by item id. */
    async translatedLanguages(
      kind: ContentKind,
      ids: readonly number[],
    ): Promise<Map<number, string[]>> {
      const found = new Map<number, string[]>();
      if (ids.length === 0) return found;
      const rows = await readInChunks(
        ids,
        (chunk) =>
          db('content_translations')
            .where({ kind })
            .whereIn('item_id', chunk)
            .select('item_id', 'lang') as Promise<{ item_id: number; lang: string }[]>,
      );
      for (const row of rows) {
        const id = Number(row.item_id);
        found.set(id, [...(found.get(id) ?? []), row.lang]);
      }
      return found;
    },

    /** Every translation of one item, by language. */
    async translationsOf(kind: ContentKind, id: number): Promise<Record<string, TranslatedFields>> {
      const rows = (await db('content_translations')
        .where({ kind, item_id: id })
        .select('lang', 'fields')) as { lang: string; fields: string }[];
      return Object.fromEntries(
        rows.map((row) => [row.lang, JSON.parse(row.fields) as TranslatedFields]),
      );
    },

    /** Every translation of one item with what it was translated from, by language. */
    async translationRowsOf(
      kind: ContentKind,
      id: number,
    ): Promise<Record<string, TranslationRow>> {
      const rows = (await db('content_translations')
        .where({ kind, item_id: id })
        .select('lang', 'fields', 'sources')) as {
        lang: string;
        fields: string;
        sources: string | null;
      }[];
      return Object.fromEntries(
        rows.map((row) => [
          row.lang,
          {
            fields: JSON.parse(row.fields) as TranslatedFields,
            sources: row.sources ? (JSON.parse(row.sources) as Record<string, string>) : undefined,
          },
        ]),
      );
    },

    /** The translations of many items of a kind (at most `limit` rows), by item id then language. */
    async translationRowsOfKind(
      kind: ContentKind,
      ids: readonly number[],
    ): Promise<Map<number, Record<string, TranslationRow>>> {
      const found = new Map<number, Record<string, TranslationRow>>();
      for (let start = 0; start < ids.length; start += IN_LIST_MAX) {
        const rows = (await db('content_translations')
          .where({ kind })
          .whereIn('item_id', ids.slice(start, start + IN_LIST_MAX))
          .select('item_id', 'lang', 'fields', 'sources')) as {
          item_id: number;
          lang: string;
          fields: string;
          sources: string | null;
        }[];
        for (const row of rows) {
          const id = Number(row.item_id);
          const entry = found.get(id) ?? {};
          entry[row.lang] = {
            fields: JSON.parse(row.fields) as TranslatedFields,
            sources: row.sources ? (JSON.parse(row.sources) as Record<string, string>) : undefined,
          };
          found.set(id, entry);
        }
      }
      return found;
    },

    /** Replaces every translation of one item (with the English each was translated from). */
    async replaceTranslations(
      kind: ContentKind,
      id: number,
      translations: Readonly<Record<string, object>>,
      sources: Readonly<Record<string, Record<string, string>>> = {},
    ): Promise<void> {
      await db('content_translations').where({ kind, item_id: id }).delete();
      const rows = Object.entries(translations).map(([lang, fields]) => ({
        kind,
        item_id: id,
        lang,
        fields: JSON.stringify(fields),
        sources: sources[lang] ? JSON.stringify(sources[lang]) : null,
      }));
      if (rows.length > 0) await db('content_translations').insert(rows);
    },

    /**
     * The languages of each of `ids` whose translation needs review (written for the launch,
     * not yet checked by staff: services/editing/review.ts), by item id.
     */
    async needingReview(kind: ContentKind, ids: readonly number[]): Promise<Map<number, string[]>> {
      const found = new Map<number, string[]>();
      const rows = await readInChunks(
        ids,
        (chunk) =>
          db('translation_reviews')
            .where({ kind })
            .whereIn('item_id', chunk)
            .orderBy('lang')
            .select('item_id', 'lang') as Promise<{ item_id: number; lang: string }[]>,
      );
      for (const row of rows) {
        const id = Number(row.item_id);
        found.set(id, [...(found.get(id) ?? []), row.lang]);
      }
      return found;
    },

    /** Marks languages of one item as needing review (`mark`) and clears others (`clear`). */
    async changeReview(
      kind: ContentKind,
      id: number,
      change: { mark: readonly string[]; clear: readonly string[] },
      at: string,
    ): Promise<void> {
      if (change.clear.length > 0) {
        await db('translation_reviews')
          .where({ kind, item_id: id })
          .whereIn('lang', [...change.clear])
          .delete();
      }
      if (change.mark.length > 0) {
        await db('translation_reviews')
          .insert(change.mark.map((lang) => ({ kind, item_id: id, lang, marked_at: at })))
          .onConflict(['kind', 'item_id', 'lang'])
          .ignore();
      }
    },

    /** Replaces the record of which images an item or global shows. */
    replaceImageUsages: (
      kind: ContentKind,
      id: number,
      uses: readonly { image: string; field: string }[],
    ) =>
      imageUsages.replace(
        kind,
        id,
        uses.map((use) => ({ address: use.image, field: use.field })),
      ),

    /** Whether a part of the seed content was loaded already. */
    async seedLoaded(name: string): Promise<boolean> {
      return (await db('content_seeds').where('name', name).first('name')) !== undefined;
    },

    async markSeedLoaded(name: string, at: string): Promise<void> {
      await db('content_seeds').insert({ name, loaded_at: at }).onConflict('name').ignore();
    },

    /** An image deleted from the library is used nowhere any more. */
    async forgetImage(image: string): Promise<void> {
      await db('image_usages').where('image', image).delete();
    },

    /** How many uses each of `images` has, by kind (an image nothing uses is left out). */
    imageUsageCounts: (images: readonly string[]): Promise<Map<string, Map<string, number>>> =>
      imageUsages.counts(images),

    /** The first `limit` uses of each of `images` (what a page of the library lists). */
    firstImageUsages: (images: readonly string[], limit: number): Promise<Map<string, UseRow[]>> =>
      imageUsages.first(images, limit),

    /**
     * The uses of `images` by items of `kind` (a collection, or `globals`) that exist, are
     * public at `at` or whose consent has ended at `at` (`ItemState`), at most `limit` of them:
     * each use's item looked up by its key in the same statement, none read one at a time.
     */
    async imageUsesByItems(
      images: readonly string[],
      kind: ContentKind,
      state: ItemState,
      at: string,
      limit?: number,
    ): Promise<(UseRow & { image: string })[]> {
      const def = collectionNamed(kind);
      if (kind !== GLOBALS_KIND && !def) return [];
      // Globals: every one exists and is public; none has a consent that ends.
      if (kind === GLOBALS_KIND && state === 'expired') return [];
      const rows = await readInChunks(images, (chunk) => {
        const table = def ? collectionTable(def).table : 'globals';
        const query = db('image_usages')
          .where('kind', kind)
          .whereIn('image', chunk)
          .select('image', 'kind', 'item_id', 'field');
        if (def && state === 'expired') {
          // Few items have a consent that has ended: they are found first, then their uses.
          void query.whereIn('item_id', whereItemState(db(table).select('id'), def, state, at));
        } else {
          // Most items exist and are public: each use's item is looked up by its key, and the
          // first that is answers (`limit`).
          const items = db(table)
            .select(db.raw('1'))
            .whereRaw('??.?? = ??.??', [table, 'id', 'image_usages', 'item_id']);
          void query.whereExists(def ? whereItemState(items, def, state, at) : items);
        }
        if (limit !== undefined) void query.limit(limit);
        return query as Promise<{ image: string; kind: string; item_id: number; field: string }[]>;
      });
      return rows.slice(0, limit).map((row) => ({
        image: row.image,
        kind: row.kind,
        itemId: Number(row.item_id),
        field: row.field,
      }));
    },

    /** The item an old address now points to. */
    async redirectTarget(kind: ContentKind, slug: string): Promise<number | undefined> {
      const row = (await db('content_slug_redirects').where({ kind, slug }).first('item_id')) as
        { item_id: number } | undefined;
      return row ? Number(row.item_id) : undefined;
    },

    async formerSlugs(kind: ContentKind, id: number): Promise<string[]> {
      const rows = (await db('content_slug_redirects')
        .where({ kind, item_id: id })
        .orderBy('slug')
        .select('slug')) as { slug: string }[];
      return rows.map((row) => row.slug);
    },

    /** `slug` now answers 301 to item `id` (replacing where it pointed before). */
    async addRedirect(kind: ContentKind, slug: string, id: number): Promise<void> {
      await db('content_slug_redirects').where({ kind, slug }).delete();
      await db('content_slug_redirects').insert({ kind, slug, item_id: id });
    },

    /** An address taken by an item again is no longer a redirect. */
    async removeRedirect(kind: ContentKind, slug: string): Promise<void> {
      await db('content_slug_redirects').where({ kind, slug }).delete();
    },

    async removeItem(kind: ContentKind, id: number): Promise<void> {
      await db('content_slug_redirects').where({ kind, item_id: id }).delete();
      await db('content_translations').where({ kind, item_id: id }).delete();
      await db('translation_reviews').where({ kind, item_id: id }).delete();
      await db('image_usages').where({ kind, item_id: id }).delete();
      await db('document_usages').where({ kind, item_id: id }).delete();
    },

    async addRevision(revision: NewRevision): Promise<void> {
      await db('content_revisions').insert({
        kind: revision.kind,
        item_id: revision.itemId,
        version: revision.version,
        action: revision.action,
        by: revision.by,
        at: revision.at,
        changes: JSON.stringify(revision.changes),
        snapshot: JSON.stringify(revision.snapshot),
      });
    },

    /** The latest changes of every item and global (by one account only, with `by`), newest first. */
    async recentRevisions(limit: number, by?: string): Promise<Omit<StoredRevision, 'snapshot'>[]> {
      const query = db('content_revisions')
        .orderBy('at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .select('kind', 'item_id', 'version', 'action', 'by', 'at', 'changes');
      if (by !== undefined) void query.where('by', by);
      const rows = (await query) as Omit<RevisionRow, 'snapshot'>[];
      return rows.map((row) => {
        const { snapshot: _, ...revision } = toRevision({ ...row, snapshot: 'null' });
        return revision;
      });
    },

    /** Newest first. */
    async revisions(kind: ContentKind, id: number): Promise<StoredRevision[]> {
      const rows = (await db('content_revisions')
        .where({ kind, item_id: id })
        .orderBy('version', 'desc')
        .select('*')) as RevisionRow[];
      return rows.map(toRevision);
    },

    async revision(
      kind: ContentKind,
      id: number,
      version: number,
    ): Promise<StoredRevision | undefined> {
      const row = (await db('content_revisions')
        .where({ kind, item_id: id, version })
        .first('*')) as RevisionRow | undefined;
      return row ? toRevision(row) : undefined;
    },
  };
}

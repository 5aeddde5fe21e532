import {
  COLLECTIONS,
  DEFAULT_LANGUAGE,
  GLOBALS,
  LANGUAGE_CODES,
  SEARCH_MAX_PAGE,
  SEARCH_MAX_RESULTS,
  SEARCH_MAX_QUERY,
  SEARCH_PAGE_SIZE,
  SEARCH_TYPES,
  isLanguageCode,
  localizeDocument,
  localizedPath,
  plainTextOf,
  searchSnippet,
  searchTerms,
  searchText,
  type CollectionDef,
  type ContentDef,
  type Fields,
  type GlobalDef,
  type LanguageCode,
  type SearchAnswer,
  type SearchType,
} from '@ia/shared';
import type { Repositories } from '../db/repositories/index.js';
import { publicAt, type SearchDocument } from '../db/repositories/search.js';
import { UnstorableInputError, holdsUnstorable } from '../db/unstorable.js';
import { badRequest } from '../errors.js';
import type { Logger } from '../logger.js';
import { GLOBALS_KIND } from '../db/repositories/entries.js';
import type { RawQuery } from './list-query.js';
import { createReadCache, type ReadCache } from './read-cache.js';
import { DOCUMENTS_KIND, documentIsPublic, documentUrl } from './documents.js';

type Doc = Record<string, unknown>;

/**
 * Raised when what the index holds is made differently (a new field searched, another rule):
 * the index is then built again from the content.
 */
const INDEX_VERSION = 3;
/** The same for the document library's rows. */
const DOCUMENTS_INDEX_VERSION = 1;
/** The same for the pages' texts (few: indexed again in a moment). */
const PAGES_INDEX_VERSION = 4;
/** Queued writes taken in at a time. */
const BATCH = 200;
/** How long a process waits before trying again while another one takes in a batch. */
const LOCKED_RETRY_MS = 20;
/** Items taken in by one run after which the database is told what the index holds now. */
const REFRESH_STATISTICS_AFTER = 1000;

/**
 * What is searched: the collections whose items have pages of their own (stories, articles),
 * the items shown on one page (programmes, ventures, partners…: found as that page), and every
 * global that is a page's texts. All of it follows from the content model's `previewPath`.
 */
const ITEM_PAGES = COLLECTIONS.filter((def) => def.previewPath?.includes('{slug}'));
const ON_A_PAGE = COLLECTIONS.filter((def) => def.previewPath && !def.previewPath.includes('{'));
const PAGE_GLOBALS = GLOBALS.filter((def) => def.previewPath && !def.previewPath.includes('{'));

const typeOf = (def: CollectionDef): SearchType =>
  def.name === 'stories' ? 'story' : def.name === 'articles' ? 'article' : 'page';

/** Drops `{name}` placeholders (filled in on the page) from a text. */
const withoutPlaceholders = (text: string) => text.replace(/\{[a-zA-Z]+\}/g, '').trim();

/** The public window of an item: from its `schedules` date, until its `expires` date. */
function windowOf(fields: Fields, doc: Doc): { from: string | null; until: string | null } {
  let from: string | null = null;
  let until: string | null = null;
  for (const [name, field] of Object.entries(fields)) {
    if (field.type !== 'date' || field.precision !== 'instant') continue;
    const value = doc[name];
    if (typeof value !== 'string') continue;
    if (field.schedules) from = value;
    if (field.expires) until = value;
  }
  return { from, until };
}

/**
 * The site-wide search: an index in the database, kept in step with the content by taking in,
 * after every change (here or in another process), the items the data layer queued as written;
 * searched by prefix of each word, without case, accents, Arabic vowel marks or Arabic articles
 * (`searchText`, the same for the index and the query), in the language asked for with English
 * where an item is not translated.
 */
export function createSearchService(deps: {
  repositories: Repositories;
  logger: Logger;
  now?: () => Date;
  /** Answers kept for a moment (and forgotten when content changes: `sync`). */
  cache?: ReadCache;
  /** Each search's ranked matches, kept until content changes (every page of it shares them). */
  ranked?: ReadCache;
  /**
   * After the index took in items: what other services keep of a search (a list's searched
   * matches and pages) is forgotten too.
   */
  onIndexed?: () => void;
}) {
  const { repositories, logger } = deps;
  const { search: index, content } = repositories;
  const now = deps.now ?? (() => new Date());

  /** The rows of one item or page: English, and each language it is translated into. */
  function documentsOf(options: {
    def: ContentDef;
    kind: string;
    itemId: number;
    english: Doc;
    translations: Record<string, { fields: Doc }>;
    title: (doc: Doc) => string;
    path: (lang: LanguageCode) => string;
    type: SearchType;
    updatedAt: string;
  }): SearchDocument[] {
    const { def, english } = options;
    const window = windowOf(def.fields, english);
    const languages: LanguageCode[] = [
      DEFAULT_LANGUAGE,
      ...Object.keys(options.translations).filter(
        (lang): lang is LanguageCode => isLanguageCode(lang) && lang !== DEFAULT_LANGUAGE,
      ),
    ];
    return languages.map((lang) => {
      const doc =
        lang === DEFAULT_LANGUAGE
          ? english
          : localizeDocument(def.fields, english, options.translations[lang]?.fields).doc;
      const title = withoutPlaceholders(options.title(doc));
      const rest = Object.fromEntries(
        Object.entries(def.fields).filter(([name]) => options.title(doc) !== doc[name]),
      );
      const body = withoutPlaceholders(plainTextOf(rest, doc));
      return {
        kind: options.kind,
        itemId: options.itemId,
        lang,
        type: options.type,
        path: options.path(lang),
        title,
        body,
        searchTitle: searchText(title),
        searchBody: searchText(body),
        visibleFrom: window.from,
        visibleUntil: window.until,
        updatedAt: options.updatedAt,
      };
    });
  }

  const COLLECTIONS_INDEXED = [...ITEM_PAGES, ...ON_A_PAGE];

  /** The rows of one item of a collection as it is now (none: not public, or deleted). */
  async function collectionDocuments(def: CollectionDef, ids: number[]) {
    const items = await repositories.entries(def).readMany(ids);
    const translations = await content.translationRowsOfKind(
      def.name,
      items.map((item) => item.id),
    );
    const rows = new Map<number, SearchDocument[]>(ids.map((id) => [id, []]));
    for (const item of items) {
      if (!item.published) continue;
      rows.set(
        item.id,
        documentsOf({
          def,
          kind: def.name,
          itemId: item.id,
          english: item.document,
          translations: translations.get(item.id) ?? {},
          title: (doc) => String(doc[def.titleField] ?? ''),
          path: (lang) => localizedPath(lang, def.previewPath!.replace('{slug}', item.slug ?? '')),
          type: typeOf(def),
          updatedAt: item.updatedAt,
        }),
      );
    }
    return rows;
  }

  /** The rows of the page globals with these ids (a global that is no page: none). */
  async function globalDocuments(ids: number[]) {
    const wanted = new Set(ids);
    const stored = (await repositories.globals.readAll()).filter((record) => wanted.has(record.id));
    const translations = await content.translationRowsOfKind(
      GLOBALS_KIND,
      stored.map((record) => record.id),
    );
    const rows = new Map<number, SearchDocument[]>(ids.map((id) => [id, []]));
    for (const record of stored) {
      const def: GlobalDef | undefined = PAGE_GLOBALS.find((one) => one.name === record.name);
      if (!def) continue;
      rows.set(
        record.id,
        documentsOf({
          def,
          kind: GLOBALS_KIND,
          itemId: record.id,
          english: record.document,
          translations: translations.get(record.id) ?? {},
          title: (doc) => {
            const title = doc[def.titleField ?? 'title'];
            return typeof title === 'string' ? title : def.label;
          },
          path: (lang) => localizedPath(lang, def.previewPath!),
          type: 'page',
          updatedAt: record.updatedAt,
        }),
      );
    }
    return rows;
  }

  /**
   * The rows of documents of the library: found by their title (and description) in every
   * language, at their one address. Whether each may be shown is decided when it is found
   * (a document's public state follows the items that link to it).
   */
  async function libraryDocuments(ids: number[]) {
    const rows = new Map<number, SearchDocument[]>(ids.map((id) => [id, []]));
    for (const document of await repositories.documents.readMany(ids)) {
      rows.set(
        document.id,
        LANGUAGE_CODES.map((lang) => ({
          kind: DOCUMENTS_KIND,
          itemId: document.id,
          lang,
          type: 'document',
          path: documentUrl(document.path),
          title: document.title,
          body: document.description,
          searchTitle: searchText(document.title),
          searchBody: searchText(document.description),
          visibleFrom: null,
          visibleUntil: null,
          updatedAt: document.createdAt,
        })),
      );
    }
    return rows;
  }

  /** A kind never indexed, or indexed another way: every item of it is queued. */
  async function queueWhatIsNew(): Promise<boolean> {
    let rebuilt = false;
    for (const def of COLLECTIONS_INDEXED) {
      if ((await index.version(def.name)) === INDEX_VERSION) continue;
      await index.clearKind(def.name);
      const store = repositories.entries(def);
      for (let after = 0; ;) {
        const ids = await store.idsAfter(after, 1000);
        if (ids.length === 0) break;
        await index.enqueue(def.name, ids);
        after = ids[ids.length - 1]!;
      }
      await index.setVersion(def.name, INDEX_VERSION);
      rebuilt = true;
    }
    if ((await index.version(GLOBALS_KIND)) !== PAGES_INDEX_VERSION) {
      await index.clearKind(GLOBALS_KIND);
      await index.enqueue(
        GLOBALS_KIND,
        (await repositories.globals.readAll()).map((record) => record.id),
      );
      await index.setVersion(GLOBALS_KIND, PAGES_INDEX_VERSION);
      rebuilt = true;
    }
    if ((await index.version(DOCUMENTS_KIND)) !== DOCUMENTS_INDEX_VERSION) {
      await index.clearKind(DOCUMENTS_KIND);
      for (let after = 0; ;) {
        const ids = await repositories.documents.idsAfter(after, 1000);
        if (ids.length === 0) break;
        await index.enqueue(DOCUMENTS_KIND, ids);
        after = ids[ids.length - 1]!;
      }
      await index.setVersion(DOCUMENTS_KIND, DOCUMENTS_INDEX_VERSION);
      rebuilt = true;
    }
    return rebuilt;
  }

  /** Takes in every queued write: each item written is indexed again as it is now. */
  async function syncNow(): Promise<void> {
    const started = Date.now();
    // How each kind was indexed is looked at once per process (at start): it changes only
    // with a new version of the server.
    const rebuilt = versionsChecked ? false : await queueWhatIsNew();
    versionsChecked = true;
    let items = 0;
    let statisticsRefreshed = false;
    try {
      for (;;) {
        const taken = await index.takeQueued(BATCH, async (queued) => {
          // More than a batch: a build (first start, a new index version, a bulk import).
          if (queued.length === BATCH) building = true;
          const byKind = new Map<string, Set<number>>();
          for (const entry of queued) {
            const ids = byKind.get(entry.kind) ?? new Set<number>();
            ids.add(entry.itemId);
            byKind.set(entry.kind, ids);
          }
          const batch = new Map<string, ReadonlyMap<number, SearchDocument[]>>();
          for (const [kind, idSet] of byKind) {
            const ids = [...idSet];
            const def = COLLECTIONS_INDEXED.find((one) => one.name === kind);
            if (kind === DOCUMENTS_KIND) batch.set(kind, await libraryDocuments(ids));
            else if (!def && kind !== GLOBALS_KIND) continue;
            else {
              batch.set(
                kind,
                def ? await collectionDocuments(def, ids) : await globalDocuments(ids),
              );
            }
            items += ids.length;
          }
          // The last batch of a run that took in many: the planner learns the index's size.
          statisticsRefreshed = queued.length < BATCH && items >= REFRESH_STATISTICS_AFTER;
          return { items: batch, refreshStatistics: statisticsRefreshed };
        });
        // Another process is taking in a batch: its turn, then ours (what it did not take).
        if (taken === undefined) {
          await new Promise((resolve) => setTimeout(resolve, LOCKED_RETRY_MS));
          continue;
        }
        if (taken.length === 0) break;
      }
    } finally {
      building = false;
    }
    if (items >= REFRESH_STATISTICS_AFTER && !statisticsRefreshed) {
      await index.refreshStatistics();
    }
    if (items > 0) {
      cache.clear();
      ranked.clear();
      deps.onIndexed?.();
      logger.info('search index updated', { items, ms: Date.now() - started, rebuilt });
    }
  }

  /**
   * The matches without the documents the public may not have now (used only by drafts, or by a
   * story whose consent has ended).
   */
  async function publicDocuments(ids: number[], at: string): Promise<number[]> {
    const documents = await index.pathsOfKind(ids, DOCUMENTS_KIND);
    if (documents.size === 0) return ids;
    const hidden = new Set<number>();
    for (const [id, path] of documents) {
      if (!(await documentIsPublic(repositories, path, at))) hidden.add(id);
    }
    return ids.filter((id) => !hidden.has(id));
  }

  let versionsChecked = false;
  /** Whether a run is taking in more than a batch: searches do not wait for it meanwhile. */
  let building = false;
  let running: Promise<void> = Promise.resolve();
  let again = false;

  const cache = deps.cache ?? createReadCache({ ttlMs: 0 });
  const ranked = deps.ranked ?? createReadCache({ ttlMs: 0 });

  /** Takes in what was written (one run at a time; one more if asked for meanwhile). */
  function sync(): Promise<void> {
    if (again) return running;
    again = true;
    running = running
      .catch(() => undefined)
      .then(() => {
        again = false;
        return syncNow();
      })
      .catch((error: unknown) => {
        logger.warn('search index could not be updated', { error: String(error) });
      });
    return running;
  }

  /**
   * Before a search: what was written until now is taken in (a change just made here or in
   * another process is found at once), waiting 2 s at most. While a build takes in more than a
   * batch (minutes at 100,000 items), a search does not wait: it answers from what is indexed
   * so far, kept as any answer is (waiting made every search take 2 s, too long to be kept
   * for the 2 s an answer is), and the answers kept are dropped when the build ends.
   */
  async function upToDate(): Promise<void> {
    if (building) return;
    await Promise.race([sync(), new Promise((resolve) => setTimeout(resolve, 2000))]);
  }

  return {
    /** Brings the index up to date with the content (after a change; at start). */
    sync,
    upToDate,

    /** Forgets the answers kept (content changed: the next search takes the change in first). */
    invalidate(): void {
      cache.clear();
      ranked.clear();
    },

    /** `GET /api/search?q=&lang=&type=&page=`. */
    async search(raw: RawQuery): Promise<SearchAnswer> {
      const one = (value: unknown) => (Array.isArray(value) ? value[0] : value);
      const q = String(one(raw.q) ?? '');
      if (holdsUnstorable(q)) throw new UnstorableInputError();
      if (q.length > SEARCH_MAX_QUERY) {
        throw badRequest(`A search is at most ${SEARCH_MAX_QUERY} characters`);
      }
      const langRaw = one(raw.lang) ?? DEFAULT_LANGUAGE;
      if (!isLanguageCode(langRaw)) throw badRequest('lang is one of the site’s languages');
      const typeRaw = one(raw.type);
      if (
        typeRaw !== undefined &&
        typeRaw !== '' &&
        !SEARCH_TYPES.includes(typeRaw as SearchType)
      ) {
        throw badRequest(`type is one of ${SEARCH_TYPES.join(', ')}`);
      }
      const pageRaw = one(raw.page) ?? '1';
      const page = /^\d{1,4}$/.test(String(pageRaw)) ? Number(pageRaw) : NaN;
      if (!(page >= 1 && page <= SEARCH_MAX_PAGE)) {
        throw badRequest(`page is a whole number from 1 to ${SEARCH_MAX_PAGE}`);
      }
      const terms = searchTerms(q);
      const type = typeRaw ? String(typeRaw) : undefined;
      return cache.get(`search:${JSON.stringify([q, langRaw, type, page])}`, async () => {
        await upToDate();
        const ranking = await ranked.get(JSON.stringify([terms, langRaw, type]), () =>
          index.rank({ terms, lang: langRaw, type, most: SEARCH_MAX_RESULTS }),
        );
        const at = now().toISOString();
        const ids = await publicDocuments(publicAt(ranking, at), at);
        const { more } = ranking;
        const offset = (page - 1) * SEARCH_PAGE_SIZE;
        const hits = await index.hits(ids.slice(offset, offset + SEARCH_PAGE_SIZE));
        const total = ids.length;
        return {
          q,
          items: hits.map((hit) => {
            const snippet = searchSnippet(hit.body || hit.title, terms);
            return {
              type: hit.type as SearchType,
              path: hit.path,
              title: hit.title,
              snippet: snippet.text,
              highlights: snippet.highlights,
              lang: hit.lang as LanguageCode,
            };
          }),
          total,
          ...(more ? { more: true as const } : {}),
          page,
          pages: Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE)),
        };
      });
    },
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

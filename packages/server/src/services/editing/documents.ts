import {
  COLLECTIONS,
  collectionNamed,
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  GLOBALS,
  LANGUAGE_CODES,
  isPublicAt,
  orderBodySchema,
  richTextExcerpt,
  scheduledFor,
  TRANSLATION_LANGUAGES,
  versionBodySchema,
  type AdminContentItem,
  type AdminContentRecord,
  type AdminGlobalRecord,
  type CollectionDef,
  type ContentDef,
  type Field,
  type GlobalDef,
  type RichTextDocument,
} from '@ia/shared';
import type { EntityRepositories } from '../../db/repositories/index.js';
import { GLOBALS_KIND } from '../../db/repositories/entries.js';
import { ApiError, badRequest } from '../../errors.js';
import { pageOfQuery } from '../list-query.js';
import {
  allow,
  allowGlobal,
  byOf,
  checkedDocument,
  conflict,
  expiringFields,
  invalid,
  noun,
  parsed,
  visibleTo,
  type Actor,
  type Doc,
  type Translations,
} from './rules.js';
import type { EditingRecords } from './records.js';
import type { EditingSaving } from './saving.js';

/**
 * A field value as one line of text for an admin list column; a reference names the items it
 * points to (`names`: each referenced item's title by collection and id).
 */
function columnText(
  field: Field | undefined,
  value: unknown,
  names: ReadonlyMap<string, ReadonlyMap<number, string>> = new Map(),
): string {
  if (value === null || value === undefined) return '';
  if (!field) return String(value);
  switch (field.type) {
    case 'select':
      return field.options.find((option) => option.value === value)?.label ?? String(value);
    case 'date':
      return typeof value === 'string' ? value.slice(0, 10) : '';
    case 'boolean':
      return value ? 'Yes' : 'No';
    case 'reference':
      return (Array.isArray(value) ? value : [value])
        .map((id) => names.get(field.to)?.get(Number(id)))
        .filter((name): name is string => name !== undefined && name !== '')
        .join(', ');
    case 'richText':
      return richTextExcerpt(value as RichTextDocument | null, 120);
    case 'image':
    case 'images':
    case 'video':
    case 'documents':
    case 'group':
    case 'blocks':
      return Array.isArray(value) ? String(value.length) : '';
    default:
      return String(value);
  }
}

/** The titles of the items the list columns of `docs` refer to, by collection and id. */
async function referencedNames(
  repositories: EntityRepositories,
  def: CollectionDef,
  docs: readonly Doc[],
): Promise<Map<string, Map<number, string>>> {
  const wanted = new Map<string, Set<number>>();
  for (const name of def.listFields ?? []) {
    const field = def.fields[name];
    if (field?.type !== 'reference') continue;
    const ids = wanted.get(field.to) ?? new Set<number>();
    for (const doc of docs) {
      const value = doc[name];
      for (const id of Array.isArray(value) ? value : [value]) {
        if (typeof id === 'number') ids.add(id);
      }
    }
    wanted.set(field.to, ids);
  }
  const names = new Map<string, Map<number, string>>();
  for (const [to, ids] of wanted) {
    const target = collectionNamed(to);
    if (!target || ids.size === 0) continue;
    const found = await repositories.entries(target).readMany([...ids]);
    names.set(
      to,
      new Map(found.map((item) => [item.id, String(item.document[target.titleField] ?? '')])),
    );
  }
  return names;
}

/** The first picture of an item's image field, for lists. */
function imageOfItem(def: CollectionDef, doc: Doc): string | null {
  if (!def.imageField) return null;
  const value = doc[def.imageField] as { image?: string } | { image: string }[] | null | undefined;
  if (Array.isArray(value)) return value[0]?.image ?? null;
  return value?.image ?? null;
}

/** A language a translation is written in, from an address (400 otherwise). */
function translationLanguage(lang: string | undefined): string {
  if (!(TRANSLATION_LANGUAGES as readonly string[]).includes(lang ?? '')) {
    throw badRequest(`The language must be one of ${TRANSLATION_LANGUAGES.join(', ')}`);
  }
  return lang!;
}

/**
 * Documents: the schema, the admin's lists, an item, creating, saving, deleting and ordering
 * items, the globals read and saved, and the seed content loaded into an empty installation.
 */
export function createDocuments(
  { repositories, now, write, load, record, permitted, globalRecord }: EditingRecords,
  saving: EditingSaving,
) {
  async function languagesOf(def: ContentDef, ids: number[]): Promise<Map<number, string[]>> {
    const languages = await repositories.content.translatedLanguages(def.name, ids);
    return new Map(
      ids.map((id) => [
        id,
        LANGUAGE_CODES.filter(
          (code) => code === DEFAULT_LANGUAGE || (languages.get(id) ?? []).includes(code),
        ),
      ]),
    );
  }

  return {
    /** `GET /api/admin/schema`: every collection and global with its fields. */
    schema() {
      return { collections: COLLECTIONS, globals: GLOBALS };
    },

    /** Items for the admin's list; a contributor's: published ones and their own drafts. */
    async list(
      def: CollectionDef,
      query: Record<string, unknown>,
      actor: Actor | null = null,
    ): Promise<{ items: AdminContentItem[]; total: number }> {
      const page = pageOfQuery(query, { defaultSize: 100, maxSize: 200, maxPage: 100_000 });
      const status = query.status;
      if (status !== undefined && status !== 'draft' && status !== 'published') {
        throw badRequest('status must be draft or published');
      }
      const q = typeof query.q === 'string' ? query.q.trim().slice(0, 200) : '';
      const { items, total } = await repositories.entries(def).list({
        q: q || undefined,
        status,
        visibleTo: visibleTo(actor),
        limit: page.limit,
        offset: page.offset,
      });
      const at = now().toISOString();
      const languages = await languagesOf(
        def,
        items.map((item) => item.id),
      );
      const expires = expiringFields(def)[0]?.[0];
      const names = await referencedNames(
        repositories,
        def,
        items.map((item) => item.document),
      );
      return {
        total,
        items: items.map((item) => ({
          id: item.id,
          slug: item.slug ?? '',
          title: String(item.document[def.titleField] ?? ''),
          category: typeof item.document.category === 'string' ? item.document.category : '',
          columns: Object.fromEntries(
            (def.listFields ?? []).map((name) => [
              name,
              columnText(def.fields[name], item.document[name], names),
            ]),
          ),
          position: item.position,
          status: item.published ? 'published' : 'draft',
          version: item.version,
          languages: languages.get(item.id) ?? ['en'],
          updatedAt: item.updatedAt,
          updatedBy: item.updatedBy,
          consentEndsAt: expires ? ((item.document[expires] as string | null) ?? null) : null,
          public: isPublicAt(def.fields, item.published, item.document, at),
          scheduledAt: scheduledFor(def.fields, item.document, at),
          image: imageOfItem(def, item.document),
          authorId: item.createdById,
          createdBy: item.createdBy,
          review: item.review,
        })),
      };
    },

    async get(
      def: CollectionDef,
      id: number,
      actor: Actor | null = null,
    ): Promise<AdminContentRecord> {
      const { item, record: found } = await load(repositories, def, id);
      allow(actor, 'read', item);
      return found;
    },

    /** A new draft (of every role: `actor` is its author). */
    async create(
      def: CollectionDef,
      body: unknown,
      actor: Actor | null,
    ): Promise<AdminContentRecord> {
      const input = checkedDocument(def, (body as { document?: unknown } | null)?.document);
      const by = byOf(actor);
      return write(def, async (r) => {
        await saving.checkReferences(r, def, input.doc, input.translations);
        const slug = await saving.slugFor(r, def, input.slug, input.doc, undefined, null);
        const id = await r.entries(def).insert(input.doc, slug, {
          at: now().toISOString(),
          by,
          byId: actor?.userId ?? null,
        });
        if (slug) await r.content.removeRedirect(def.name, slug);
        await saving.writeTranslations(r, def, def.name, id, input.doc, input.translations, {
          by,
          action: 'created',
        });
        await saving.writeImageUses(r, def, def.name, id, input.doc, input.translations);
        return record(r, def, id, 'created', by, []);
      });
    },

    async save(
      def: CollectionDef,
      id: number,
      body: unknown,
      actor: Actor | null,
    ): Promise<AdminContentRecord> {
      await permitted(def, id, actor, 'edit');
      const raw = (body ?? {}) as { version?: unknown; document?: unknown };
      const { version } = parsed(versionBodySchema, { version: raw.version }, 'request');
      const input = checkedDocument(def, raw.document);
      return write(def, (r) =>
        saving.saveDocument(r, def, id, version, input, byOf(actor), 'saved'),
      );
    },

    /** Deletes an item; its record of changes (with its last version) is kept. */
    async remove(def: CollectionDef, id: number, rawVersion: unknown, actor: Actor | null) {
      await permitted(def, id, actor, 'delete');
      const version = Number(rawVersion);
      if (!Number.isInteger(version) || version < 1) {
        throw badRequest('Say which version you are deleting: ?version=N');
      }
      const by = byOf(actor);
      await write(def, async (r) => {
        const { item, record: last } = await load(r, def, id);
        if (item.version !== version) throw conflict(noun(def), item);
        if (!(await r.entries(def).remove(id, version))) throw conflict(noun(def), item);
        await r.content.removeItem(def.name, id);
        // Its pictures stay recorded as its own: an image only a deleted item showed is no
        // longer public (the media route asks; see media-visibility.ts).
        await saving.writeImageUses(
          r,
          def,
          def.name,
          id,
          item.document,
          last.document.translations as Translations,
        );
        await r.content.addRevision({
          kind: def.name,
          itemId: id,
          version: version + 1,
          action: 'deleted',
          by,
          at: now().toISOString(),
          changes: [],
          snapshot: { status: last.status, document: last.document },
        });
      });
    },

    /** Staff's order of an orderable collection: `ids` first, in this order. */
    async reorder(def: CollectionDef, body: unknown, actor: Actor | null): Promise<void> {
      allow(actor, 'reorder');
      if (!def.orderable) {
        throw new ApiError(409, ERROR_CODES.conflict, `${def.plural} are not put in order by hand`);
      }
      const { ids } = parsed(orderBodySchema, body, 'order');
      await write(def, (r) => r.entries(def).reorder(ids));
    },

    async globals(): Promise<
      {
        name: string;
        label: string;
        version: number;
        updatedAt: string | null;
        updatedBy: string | null;
      }[]
    > {
      const stored = new Map((await repositories.globals.readAll()).map((g) => [g.name, g]));
      return GLOBALS.map((def) => ({
        name: def.name,
        label: def.label,
        version: stored.get(def.name)?.version ?? 0,
        updatedAt: stored.get(def.name)?.updatedAt ?? null,
        updatedBy: stored.get(def.name)?.updatedBy ?? null,
      }));
    },

    getGlobal: (def: GlobalDef) => globalRecord(repositories, def),

    async saveGlobal(
      def: GlobalDef,
      body: unknown,
      actor: Actor | null,
    ): Promise<AdminGlobalRecord> {
      allowGlobal(actor, def);
      const by = byOf(actor);
      const raw = (body ?? {}) as { version?: unknown; document?: unknown };
      const version = Number(raw.version);
      if (!Number.isInteger(version) || version < 0) {
        throw invalid(def, {
          version: 'version must be the version you loaded (0 before the first save)',
        });
      }
      const input = checkedDocument(def, raw.document);
      return write(def, (r) => saving.saveGlobalDocument(r, def, version, input, by, 'saved'));
    },

    /**
     * "Mark as reviewed": someone on staff checked the `lang` translation of an item that the
     * launch's team wrote (review.ts); editors and administrators (the route's guard).
     */
    async markReviewed(
      def: CollectionDef,
      id: number,
      lang: string | undefined,
      actor: Actor | null,
    ): Promise<AdminContentRecord> {
      const code = translationLanguage(lang);
      await permitted(def, id, actor, 'edit');
      return write(def, async (r) => {
        await r.content.changeReview(
          def.name,
          id,
          { mark: [], clear: [code] },
          now().toISOString(),
        );
        return (await load(r, def, id)).record;
      });
    },

    /** "Mark as reviewed" for a global's translation in `lang`. */
    async markGlobalReviewed(
      def: GlobalDef,
      lang: string | undefined,
      actor: Actor | null,
    ): Promise<AdminGlobalRecord> {
      const code = translationLanguage(lang);
      allowGlobal(actor, def);
      return write(def, async (r) => {
        const stored = await r.globals.read(def.name);
        if (stored) {
          await r.content.changeReview(
            GLOBALS_KIND,
            stored.id,
            { mark: [], clear: [code] },
            now().toISOString(),
          );
        }
        return globalRecord(r, def);
      });
    },

    /**
     * Fills a collection or global with its seed content (an empty installation): items in
     * order, published or not, with their translations; each write recorded as created.
     */
    async seed(
      def: ContentDef,
      documents: readonly (Doc & {
        translations?: Translations;
        published?: boolean;
        slug?: string;
      })[],
      r: EntityRepositories,
    ): Promise<number[]> {
      const ids: number[] = [];
      for (const { published = true, ...document } of documents) {
        const input = checkedDocument(def, document);
        if (def.kind === 'global') {
          await saving.saveGlobalDocument(r, def, 0, input, null, 'created');
          continue;
        }
        const slug = await saving.slugFor(r, def, input.slug, input.doc, undefined, null);
        const id = await r.entries(def).insert(input.doc, slug, {
          at: now().toISOString(),
          by: null,
          published,
        });
        await saving.writeTranslations(r, def, def.name, id, input.doc, input.translations, {
          by: null,
          action: 'created',
        });
        await saving.writeImageUses(r, def, def.name, id, input.doc, input.translations);
        await record(r, def, id, 'created', null, []);
        ids.push(id);
      }
      return ids;
    },
  };
}

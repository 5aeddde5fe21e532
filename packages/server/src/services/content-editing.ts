import {
  CONSENT_WARNING_DAYS,
  COLLECTIONS,
  DEFAULT_LANGUAGE,
  ERROR_CODES,
  GLOBALS,
  LANGUAGE_CODES,
  canReview,
  isPublicAt,
  orderBodySchema,
  returnForChangesSchema,
  staffItemPath,
  richTextExcerpt,
  scheduledFor,
  versionBodySchema,
  type AdminConsent,
  type AdminContentItem,
  type AdminContentRecord,
  type AdminGlobalRecord,
  type CollectionDef,
  type ContentDef,
  type Field,
  type GlobalDef,
  type ReviewEntry,
  type RichTextDocument,
} from '@ia/shared';
import type { EntityRepositories } from '../db/repositories/index.js';
import type { StoredItem, StoredReview } from '../db/repositories/entries.js';
import { GLOBALS_KIND } from '../db/repositories/entries.js';
import { ApiError, badRequest } from '../errors.js';
import { pageOfQuery } from './list-query.js';
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
  stateConflict,
  visibleTo,
  type Actor,
  type Doc,
  type Translations,
} from './editing/rules.js';
import { createRecords, type EditingDeps } from './editing/records.js';
import { createSaving } from './editing/saving.js';
import { createTranslationStatus } from './editing/translation-status.js';
import { createHistory } from './editing/history.js';

export { GLOBALS_KIND };
export { actorOf, parseCollection, parseGlobal, parseId, type Actor } from './editing/rules.js';

/** A field value as one line of text for an admin list column. */
function columnText(field: Field | undefined, value: unknown): string {
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
      return Array.isArray(value) ? `${value.length} chosen` : value ? '1 chosen' : '';
    case 'richText':
      return richTextExcerpt(value as RichTextDocument | null, 120);
    case 'image':
    case 'images':
    case 'video':
    case 'group':
      return Array.isArray(value) ? String(value.length) : '';
    default:
      return String(value);
  }
}

/** The first picture of an item's image field, for lists. */
function imageOfItem(def: CollectionDef, doc: Doc): string | null {
  if (!def.imageField) return null;
  const value = doc[def.imageField] as { image?: string } | { image: string }[] | null | undefined;
  if (Array.isArray(value)) return value[0]?.image ?? null;
  return value?.image ?? null;
}

/** Most consents the dashboard's warning lists at once (the soonest). */
export const CONSENTS_LISTED = 200;

export type ContentEditingService = ReturnType<typeof createContentEditingService>;

/**
 * Staff editing, the same rules for every collection and global the content model declares:
 * validation from the declaration (a 422 names each field; nothing is written), drafts and
 * publishing, addresses made from the title and kept as redirects once public, translations
 * with the English they were made from, the version check (a stale save is 409), a revision
 * with the whole document for every change, restore (a consent end is never undone by it), the
 * images each document shows, and `onChange` after every write so caches and pages are dropped
 * at once, in this process and (through content-changes.ts) in every other.
 */
export function createContentEditingService(deps: EditingDeps) {
  const records = createRecords(deps);
  const { repositories, now, mail: outbox, write, load, record, permitted, globalRecord } = records;
  const saving = createSaving(records);
  const {
    checkReferences,
    writeTranslations,
    writeImageUses,
    slugFor,
    saveDocument,
    saveGlobalDocument,
  } = saving;

  async function setPublished(
    def: CollectionDef,
    id: number,
    body: unknown,
    actor: Actor | null,
    published: boolean,
  ): Promise<AdminContentRecord> {
    allow(actor, published ? 'publish' : 'unpublish');
    const { version } = parsed(versionBodySchema, body, 'request');
    const by = byOf(actor);
    return write(def, async (r) => {
      const { item, record: current } = await load(r, def, id);
      if (item.version !== version) throw conflict(noun(def), item);
      let document: Doc | undefined;
      if (published) {
        // Publishing checks the whole item once more (a draft saved by an older editor, say).
        checkedDocument(def, current.document);
        // A date shown that staff left empty is the moment of first publishing.
        for (const [name, field] of Object.entries(def.fields)) {
          if (
            field.type === 'date' &&
            field.schedules &&
            item.document[name] === null &&
            !item.published
          ) {
            document = { ...(document ?? item.document), [name]: now().toISOString() };
          }
        }
      }
      const saved = await r.entries(def).update(id, version, {
        published,
        ...(document ? { document, slug: item.slug } : {}),
        // Publishing ends a review: the draft is out.
        ...(published ? { review: null } : {}),
        meta: { at: now().toISOString(), by },
      });
      if (!saved) throw conflict(noun(def), item);
      return record(r, def, id, published ? 'published' : 'unpublished', by, []);
    });
  }

  /** Writes a review state (a new version with its line in the history), then its e-mails. */
  async function setReview(
    def: CollectionDef,
    id: number,
    version: number,
    actor: Actor,
    review: StoredReview,
    check: (item: StoredItem, current: AdminContentRecord) => void,
    notify: (r: EntityRepositories, item: StoredItem) => Promise<number>,
  ): Promise<AdminContentRecord> {
    const mail = outbox;
    if (!mail) throw new Error('the review of content needs the mail outbox');
    const by = byOf(actor);
    let sent = 0;
    const after = await write(def, async (r) => {
      const { item, record: current } = await load(r, def, id);
      if (item.version !== version) throw conflict(noun(def), item);
      check(item, current);
      const saved = await r.entries(def).update(id, version, {
        review,
        meta: { at: review.at, by },
      });
      if (!saved) throw conflict(noun(def), item);
      const changes = review.note ? [`Note: ${review.note}`] : [];
      const written = await record(r, def, id, review.state, by, changes);
      sent = await notify(r, item);
      return written;
    });
    if (sent > 0) mail.wake();
    return after;
  }

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
    ...createTranslationStatus(records),
    ...createHistory(records, saving),
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
              columnText(def.fields[name], item.document[name]),
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
        await checkReferences(r, def, input.doc, input.translations);
        const slug = await slugFor(r, def, input.slug, input.doc, undefined, null);
        const id = await r.entries(def).insert(input.doc, slug, {
          at: now().toISOString(),
          by,
          byId: actor?.userId ?? null,
        });
        if (slug) await r.content.removeRedirect(def.name, slug);
        await writeTranslations(r, def, def.name, id, input.doc, input.translations);
        await writeImageUses(r, def, def.name, id, input.doc, input.translations);
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
      return write(def, (r) => saveDocument(r, def, id, version, input, byOf(actor), 'saved'));
    },
    publish: (def: CollectionDef, id: number, body: unknown, actor: Actor | null) =>
      setPublished(def, id, body, actor, true),
    unpublish: (def: CollectionDef, id: number, body: unknown, actor: Actor | null) =>
      setPublished(def, id, body, actor, false),
    /**
     * `POST …/{id}/submit`: its author asks for a review (the draft must be complete, as for
     * publishing); every editor and administrator is e-mailed a link to it.
     */
    async submitForReview(
      def: CollectionDef,
      id: number,
      body: unknown,
      actor: Actor,
      baseUrl: string,
    ): Promise<AdminContentRecord> {
      await permitted(def, id, actor, 'submit');
      const { version } = parsed(versionBodySchema, body, 'request');
      return setReview(
        def,
        id,
        version,
        actor,
        { state: 'submitted', note: null, at: now().toISOString(), by: actor.email },
        (item, current) => {
          if (item.published) throw stateConflict(`This ${noun(def)} is published already`);
          if (item.review?.state === 'submitted') {
            throw stateConflict(`This ${noun(def)} is waiting for review already`);
          }
          checkedDocument(def, current.document);
        },
        (r, item) =>
          outbox!.reviewRequested(r, {
            authorId: actor.userId,
            author: actor.name || actor.email,
            kind: def.name,
            title: String(item.document[def.titleField] ?? ''),
            link: `${baseUrl}${staffItemPath(def.name, id)}`,
          }),
      );
    },
    /**
     * `POST …/{id}/return` `{ version, note }`: an editor sends a draft in review back to its
     * author, who is e-mailed the note.
     */
    async returnToAuthor(
      def: CollectionDef,
      id: number,
      body: unknown,
      actor: Actor,
      baseUrl: string,
    ): Promise<AdminContentRecord> {
      allow(actor, 'review');
      const { version, note } = parsed(returnForChangesSchema, body, 'note');
      return setReview(
        def,
        id,
        version,
        actor,
        { state: 'returned', note, at: now().toISOString(), by: actor.email },
        (item) => {
          if (item.review?.state !== 'submitted') {
            throw stateConflict(`This ${noun(def)} is not waiting for review`);
          }
        },
        async (r, item) =>
          item.createdById === null
            ? 0
            : outbox!.reviewReturned(r, {
                authorId: item.createdById,
                editor: actor.name || actor.email,
                title: String(item.document[def.titleField] ?? ''),
                note,
                link: `${baseUrl}${staffItemPath(def.name, id)}`,
              }),
      );
    },
    /**
     * `GET /api/admin/review`: for editors and administrators, every draft waiting for review
     * (the longest waiting first); for a contributor, their own drafts in review or sent back.
     */
    async reviews(actor: Actor): Promise<ReviewEntry[]> {
      const reviewer = canReview(actor.role);
      const entries: ReviewEntry[] = [];
      for (const def of COLLECTIONS) {
        const { items } = await repositories.entries(def).list({
          review: reviewer ? 'submitted' : 'any',
          authorId: reviewer ? undefined : actor.userId,
          limit: 200,
          offset: 0,
        });
        for (const item of items) {
          if (!item.review) continue;
          entries.push({
            kind: def.name,
            id: item.id,
            title: String(item.document[def.titleField] ?? ''),
            status: item.published ? 'published' : 'draft',
            version: item.version,
            authorId: item.createdById,
            createdBy: item.createdBy,
            review: item.review,
            updatedAt: item.updatedAt,
          });
        }
      }
      return entries.sort((a, b) => a.review.at.localeCompare(b.review.at));
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
        await writeImageUses(
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
      return write(def, (r) => saveGlobalDocument(r, def, version, input, by, 'saved'));
    },
    /**
     * Stories whose consent ends within `days` (or has ended), soonest first: at most
     * `CONSENTS_LISTED` (the dashboard's warning, never every story).
     */
    async consents(rawDays: unknown, actor: Actor | null = null): Promise<AdminConsent[]> {
      const days = rawDays === undefined ? CONSENT_WARNING_DAYS : Number(rawDays);
      if (!Number.isInteger(days) || days < 0 || days > 3650) {
        throw badRequest('days must be a whole number from 0 to 3650');
      }
      const before = new Date(now().getTime() + days * 24 * 60 * 60 * 1000).toISOString();
      return repositories.successStories.consentsEndingBefore(
        before,
        CONSENTS_LISTED,
        visibleTo(actor),
      );
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
          await saveGlobalDocument(r, def, 0, input, null, 'created');
          continue;
        }
        const slug = await slugFor(r, def, input.slug, input.doc, undefined, null);
        const id = await r.entries(def).insert(input.doc, slug, {
          at: now().toISOString(),
          by: null,
          published,
        });
        await writeTranslations(r, def, def.name, id, input.doc, input.translations);
        await writeImageUses(r, def, def.name, id, input.doc, input.translations);
        await record(r, def, id, 'created', null, []);
        ids.push(id);
      }
      return ids;
    },
  };
}

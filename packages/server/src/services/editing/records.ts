import {
  isPublicAt,
  scheduledFor,
  type AdminContentRecord,
  type AdminGlobalRecord,
  type CollectionDef,
  type ContentAction,
  type ContentDef,
  type GlobalDef,
  type RevisionAction,
} from '@ia/shared';
import type { EntityRepositories, Repositories } from '../../db/repositories/index.js';
import type { StoredItem } from '../../db/repositories/entries.js';
import { GLOBALS_KIND, SlugTakenError } from '../../db/repositories/entries.js';
import { notFound } from '../../errors.js';
import type { Mail } from '../mail.js';
import { allow, emptyDocument, invalid, noun, type Actor, type Translations } from './rules.js';

/** What every part of editing is given: the data, the clock, who to tell of a change, the mail. */
export interface EditingDeps {
  repositories: Repositories;
  now?: () => Date;
  onChange: () => void;
  /**
   * The outbox, for the review's e-mails (the seed and demo loaders, which never review, go
   * without it).
   */
  mail?: Mail;
}

/**
 * Reading and recording an item the one way every part of editing does: an item with its
 * translations and addresses as the admin sees it, an item as an actor may see it (403 with the
 * reason), a revision with the whole document for every change, and `write` (one transaction,
 * a taken address as a 422, then `onChange` so caches and pages are dropped at once).
 */
export function createRecords(deps: EditingDeps) {
  const { repositories, onChange } = deps;
  const now = deps.now ?? (() => new Date());

  /** Runs a write in one transaction, then lets caches know. */
  async function write<T>(
    def: ContentDef,
    work: (r: EntityRepositories) => Promise<T>,
  ): Promise<T> {
    let result: T;
    try {
      result = await repositories.transaction(work);
    } catch (error) {
      if (error instanceof SlugTakenError) throw slugTaken(def);
      throw error;
    }
    onChange();
    return result;
  }

  const slugTaken = (def: ContentDef) =>
    invalid(def, {
      slug: `Another ${noun(def)} already uses this address; choose a different one`,
    });

  async function recordOf(
    r: EntityRepositories,
    def: CollectionDef,
    item: StoredItem,
  ): Promise<AdminContentRecord> {
    const translations = await r.content.translationsOf(def.name, item.id);
    return {
      id: item.id,
      kind: def.name,
      status: item.published ? 'published' : 'draft',
      version: item.version,
      public: isPublicAt(def.fields, item.published, item.document, now().toISOString()),
      scheduledAt: scheduledFor(def.fields, item.document, now().toISOString()),
      updatedAt: item.updatedAt,
      updatedBy: item.updatedBy,
      formerSlugs: def.slugs ? await r.content.formerSlugs(def.name, item.id) : [],
      authorId: item.createdById,
      createdBy: item.createdBy,
      review: item.review,
      needsReview: (await r.content.needingReview(def.name, [item.id])).get(item.id) ?? [],
      document: {
        ...item.document,
        slug: item.slug ?? '',
        translations: translations as Translations,
      },
    };
  }

  async function load(r: EntityRepositories, def: CollectionDef, id: number) {
    const item = await r.entries(def).read(id);
    if (!item) throw notFound(`No ${noun(def)} ${id}; it may have been deleted`);
    return { item, record: await recordOf(r, def, item) };
  }

  async function record(
    r: EntityRepositories,
    def: CollectionDef,
    id: number,
    action: RevisionAction,
    by: string | null,
    changes: string[],
  ): Promise<AdminContentRecord> {
    const { record: after } = await load(r, def, id);
    await r.content.addRevision({
      kind: def.name,
      itemId: id,
      version: after.version,
      action,
      by,
      at: after.updatedAt,
      changes,
      snapshot: { status: after.status, document: after.document },
    });
    return after;
  }

  /**
   * An item as `actor` may see it (403 with the reason when not): the check before anything is
   * validated or written. The write itself checks the version again in its transaction.
   */
  async function permitted(
    def: CollectionDef,
    id: number,
    actor: Actor | null,
    action: ContentAction,
  ): Promise<StoredItem> {
    const item = await repositories.entries(def).read(id);
    if (!item) throw notFound(`No ${noun(def)} ${id}; it may have been deleted`);
    allow(actor, 'read', item);
    allow(actor, action, item);
    return item;
  }

  async function globalRecord(r: EntityRepositories, def: GlobalDef): Promise<AdminGlobalRecord> {
    const stored = await r.globals.read(def.name);
    if (!stored) {
      return {
        name: def.name,
        version: 0,
        updatedAt: null,
        updatedBy: null,
        needsReview: [],
        document: { ...emptyDocument(def), translations: {} },
      };
    }
    return {
      name: def.name,
      version: stored.version,
      updatedAt: stored.updatedAt,
      updatedBy: stored.updatedBy,
      needsReview: (await r.content.needingReview(GLOBALS_KIND, [stored.id])).get(stored.id) ?? [],
      document: {
        ...stored.document,
        translations: (await r.content.translationsOf(GLOBALS_KIND, stored.id)) as Translations,
      },
    };
  }

  return {
    repositories,
    now,
    mail: deps.mail,
    write,
    slugTaken,
    load,
    record,
    permitted,
    globalRecord,
  };
}

export type EditingRecords = ReturnType<typeof createRecords>;

import {
  CONSENT_WARNING_DAYS,
  COLLECTIONS,
  canReview,
  returnForChangesSchema,
  staffItemPath,
  versionBodySchema,
  type AdminConsent,
  type AdminContentRecord,
  type CollectionDef,
  type ReviewEntry,
} from '@ia/shared';
import type { EntityRepositories } from '../../db/repositories/index.js';
import type { StoredItem, StoredReview } from '../../db/repositories/entries.js';
import { badRequest } from '../../errors.js';
import {
  allow,
  byOf,
  checkedDocument,
  conflict,
  noun,
  parsed,
  stateConflict,
  visibleTo,
  type Actor,
  type Doc,
} from './rules.js';
import type { EditingRecords } from './records.js';

/** Most consents the dashboard's warning lists at once (the soonest). */
export const CONSENTS_LISTED = 200;

/**
 * Publishing and review: publish and unpublish (the whole item checked once more, a date shown
 * left empty set to the moment of first publishing), a contributor's draft submitted for review
 * and returned with a note (each with its e-mails), the drafts waiting, and the stories whose
 * consent ends soon.
 */
export function createPublishing({
  repositories,
  now,
  mail: outbox,
  write,
  load,
  record,
  permitted,
}: EditingRecords) {
  async function setPublished(
    def: CollectionDef,
    id: number,
    body: unknown,
    actor: Actor | null,
    published: boolean,
    baseUrl?: string,
  ): Promise<AdminContentRecord> {
    allow(actor, published ? 'publish' : 'unpublish');
    const { version } = parsed(versionBodySchema, body, 'request');
    const by = byOf(actor);
    let sent = 0;
    const after = await write(def, async (r) => {
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
      const written = await record(r, def, id, published ? 'published' : 'unpublished', by, []);
      if (published && !item.published)
        sent = await tellAuthorPublished(r, def, item, actor, baseUrl);
      return written;
    });
    if (sent > 0) outbox?.wake();
    return after;
  }

  /** Its author is e-mailed that someone else published their item (a link to it with `baseUrl`). */
  function tellAuthorPublished(
    r: EntityRepositories,
    def: CollectionDef,
    item: StoredItem,
    actor: Actor | null,
    baseUrl: string | undefined,
  ): Promise<number> {
    if (!outbox || !actor || item.createdById === null || baseUrl === undefined) {
      return Promise.resolve(0);
    }
    return outbox.itemPublished(r, {
      authorId: item.createdById,
      publisherId: actor.userId,
      editor: actor.name || actor.email,
      kind: def.name,
      title: String(item.document[def.titleField] ?? ''),
      link: `${baseUrl}${staffItemPath(def.name, item.id)}`,
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

  return {
    /** `POST …/{id}/publish`; a contributor's item published by someone else e-mails them. */
    publish: (
      def: CollectionDef,
      id: number,
      body: unknown,
      actor: Actor | null,
      baseUrl?: string,
    ) => setPublished(def, id, body, actor, true, baseUrl),

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
  };
}

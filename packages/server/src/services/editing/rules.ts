/**
 * The rules of editing every part shares: who asks (an actor and what their role allows), the
 * checks of a request's body and of a document against its declaration (a 422 names each
 * field), the conflicts of a stale version, and the fields whose dates end something (a
 * story's consent).
 */
import {
  canSeeOthersContent,
  collectionNamed,
  contentRefusal,
  globalNamed,
  globalRefusal,
  validateDocument,
  ERROR_CODES,
  type CollectionDef,
  type ContentAction,
  type ContentDef,
  type Field,
  type GlobalDef,
  type Role,
} from '@ia/shared';
import * as v from 'valibot';
import type { StoredItem } from '../../db/repositories/entries.js';
import { ApiError, forbidden, notFound, validationFailed } from '../../errors.js';
import { idOf } from '../ids.js';

export type Doc = Record<string, unknown>;
export type Translations = Record<string, Record<string, unknown>>;

/**
 * Who asks for a change: a signed-in account (its role decides what it may do, see
 * packages/shared permissions.ts), or null for the system itself (the seed content).
 */
export interface Actor {
  userId: number;
  email: string;
  name: string | null;
  role: Role;
}

/** The actor of a signed-in request. */
export const actorOf = (signedIn: {
  userId: number;
  email: string;
  user: { name: string | null; role: Role };
}): Actor => ({
  userId: signedIn.userId,
  email: signedIn.email,
  name: signedIn.user.name,
  role: signedIn.user.role,
});

/** Throws 403 with the reason when `actor` may not do `action` (to `item`). */
export function allow(actor: Actor | null, action: ContentAction, item?: StoredItem): void {
  if (!actor) return;
  const refusal = contentRefusal(
    actor.role,
    action,
    item && { userId: actor.userId, authorId: item.createdById, published: item.published },
  );
  if (refusal) throw forbidden(refusal);
}

/** Throws 403 with the reason when `actor` may not change the global `def`. */
export function allowGlobal(actor: Actor | null, def: GlobalDef): void {
  const refusal = actor && globalRefusal(actor.role, def);
  if (refusal) throw forbidden(refusal);
}

/** What a contributor's lists show: published items and their own drafts (undefined: all). */
export const visibleTo = (actor: Actor | null): number | undefined =>
  actor && !canSeeOthersContent(actor.role) ? actor.userId : undefined;

export const byOf = (actor: Actor | null) => actor?.email ?? null;

export const stateConflict = (message: string) => new ApiError(409, ERROR_CODES.conflict, message);

export function parseCollection(raw: string | undefined): CollectionDef {
  const def = collectionNamed(raw ?? '');
  if (!def) {
    throw notFound(`No collection "${String(raw).slice(0, 40)}"; GET /api/admin/schema lists them`);
  }
  return def;
}

export function parseGlobal(raw: string | undefined): GlobalDef {
  const def = globalNamed(raw ?? '');
  if (!def) {
    throw notFound(`No global "${String(raw).slice(0, 40)}"; GET /api/admin/schema lists them`);
  }
  return def;
}

export function parseId(raw: string | undefined): number {
  const id = idOf(raw);
  if (id === undefined) throw notFound('No such item');
  return id;
}

/** A body's shape checked with valibot: a 422 with a message per field, as documents get. */
export function parsed<T>(schema: v.GenericSchema<unknown, T>, body: unknown, what: string): T {
  const result = v.safeParse(schema, body);
  if (result.success) return result.output;
  const fields: Record<string, string> = {};
  for (const issue of result.issues) fields[v.getDotPath(issue) ?? 'body'] ??= issue.message;
  throw validationFailed(`Please correct the highlighted fields of the ${what}`, fields);
}

export const noun = (def: ContentDef) => def.label.toLowerCase();

export const invalid = (def: ContentDef, fields: Record<string, string>) =>
  validationFailed(`Please correct the highlighted fields of the ${noun(def)}`, fields);

/** A document sent by the editor, checked against its declaration (422 naming each field). */
export function checkedDocument(
  def: ContentDef,
  input: unknown,
): { doc: Doc; slug: string; translations: Translations } {
  const result = validateDocument(def, input);
  if (!result.ok) {
    // Keys under `document.` as the body has them, so the editor finds its fields.
    throw invalid(def, result.errors);
  }
  const { slug, translations, ...doc } = result.value as Doc & {
    slug?: string;
    translations: Translations;
  };
  return { doc, slug: slug ?? '', translations };
}

export const conflict = (
  what: string,
  current: { updatedBy: string | null; updatedAt: string | null },
) =>
  new ApiError(
    409,
    ERROR_CODES.conflict,
    `This ${what} was changed${current.updatedBy ? ` by ${current.updatedBy}` : ''}${
      current.updatedAt ? ` at ${current.updatedAt.slice(0, 16).replace('T', ' ')} UTC` : ''
    } after you opened it, so your changes were not saved. They are still in your form: copy what you need, then load the latest version.`,
  );

/** Fields whose date ends an item's public life (a story's consent end). */
export const expiringFields = (def: ContentDef) =>
  Object.entries(def.fields).filter(
    ([, field]) => field.type === 'date' && field.expires === true,
  ) as [string, Field][];

export const day = (iso: unknown) =>
  typeof iso === 'string' ? iso.slice(0, 16).replace('T', ' ') + ' UTC' : '';

/** The change of a consent-like date, as its own line of the history. */
export function expiryChanges(def: ContentDef, before: Doc | undefined, after: Doc): string[] {
  if (!before) return [];
  return expiringFields(def).flatMap(([name, field]) => {
    if (before[name] === after[name]) return [];
    if (after[name] === null || after[name] === undefined)
      return [`${field.label} removed (was ${day(before[name])})`];
    return [`${field.label} set to ${day(after[name])}`];
  });
}

/** A global before its first save: every field empty. */
export function emptyDocument(def: GlobalDef): Doc {
  const doc: Doc = {};
  for (const [name, field] of Object.entries(def.fields)) {
    switch (field.type) {
      case 'text':
      case 'longText':
      case 'link':
        doc[name] = '';
        break;
      case 'boolean':
        doc[name] = false;
        break;
      case 'images':
      case 'documents':
      case 'group':
      case 'blocks':
        doc[name] = [];
        break;
      case 'reference':
        doc[name] = field.many ? [] : null;
        break;
      case 'video':
        doc[name] = { youtubeId: null, poster: null };
        break;
      default:
        doc[name] = null;
    }
  }
  return doc;
}

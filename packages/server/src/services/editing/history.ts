import {
  versionBodySchema,
  type AdminContentRecord,
  type AdminGlobalRecord,
  type AdminRevision,
  type CollectionDef,
  type GlobalDef,
} from '@ia/shared';
import { GLOBALS_KIND } from '../../db/repositories/entries.js';
import { notFound } from '../../errors.js';
import {
  allowGlobal,
  byOf,
  checkedDocument,
  day,
  expiringFields,
  noun,
  parsed,
  type Actor,
  type Doc,
} from './rules.js';
import type { EditingRecords } from './records.js';
import type { EditingSaving } from './saving.js';

/**
 * The history of items and globals (every version with who, when and what changed) and restore:
 * an earlier version's content made the current one, a consent end never taken back by it.
 */
export function createHistory(
  { repositories, write, load, permitted }: EditingRecords,
  { saveDocument, saveGlobalDocument }: EditingSaving,
) {
  return {
    async revisions(
      def: CollectionDef,
      id: number,
      actor: Actor | null = null,
    ): Promise<AdminRevision[]> {
      await permitted(def, id, actor, 'read');
      return (await repositories.content.revisions(def.name, id)).map((revision) => ({
        version: revision.version,
        action: revision.action,
        by: revision.by,
        at: revision.at,
        changes: revision.changes,
      }));
    },

    /**
     * Makes an earlier version's content the current one (a new version; status unchanged). A
     * consent end is never taken back by a restore: the current one is kept, and the history
     * says so.
     */
    async restore(
      def: CollectionDef,
      id: number,
      revisionVersion: number,
      body: unknown,
      actor: Actor | null,
    ): Promise<AdminContentRecord> {
      await permitted(def, id, actor, 'edit');
      const { version } = parsed(versionBodySchema, body, 'request');
      const by = byOf(actor);
      return write(def, async (r) => {
        const revision = await r.content.revision(def.name, id, revisionVersion);
        if (!revision) throw notFound(`This ${noun(def)} has no version ${revisionVersion}`);
        const { item } = await load(r, def, id);
        const snapshot = (revision.snapshot as { document: Doc }).document;
        const kept: string[] = [];
        const merged: Doc = { ...snapshot };
        for (const [name, field] of expiringFields(def)) {
          if ((snapshot[name] ?? null) !== (item.document[name] ?? null)) {
            kept.push(
              `${field.label} kept as it is (${item.document[name] ? day(item.document[name]) : 'none'})`,
            );
          }
          merged[name] = item.document[name] ?? null;
        }
        const input = checkedDocument(def, merged);
        return saveDocument(r, def, id, version, input, by, 'restored', [
          `version ${revisionVersion} restored`,
          ...kept,
        ]);
      });
    },

    async globalRevisions(def: GlobalDef): Promise<AdminRevision[]> {
      const stored = await repositories.globals.read(def.name);
      if (!stored) return [];
      return (await repositories.content.revisions(GLOBALS_KIND, stored.id)).map((revision) => ({
        version: revision.version,
        action: revision.action,
        by: revision.by,
        at: revision.at,
        changes: revision.changes,
      }));
    },

    async restoreGlobal(
      def: GlobalDef,
      revisionVersion: number,
      body: unknown,
      actor: Actor | null,
    ): Promise<AdminGlobalRecord> {
      allowGlobal(actor, def);
      const by = byOf(actor);
      const { version } = parsed(versionBodySchema, body, 'request');
      return write(def, async (r) => {
        const stored = await r.globals.read(def.name);
        const revision =
          stored && (await r.content.revision(GLOBALS_KIND, stored.id, revisionVersion));
        if (!revision) throw notFound(`The ${noun(def)} has no version ${revisionVersion}`);
        const input = checkedDocument(def, (revision.snapshot as { document: unknown }).document);
        return saveGlobalDocument(r, def, version, input, by, 'restored', [
          `version ${revisionVersion} restored`,
        ]);
      });
    },
  };
}

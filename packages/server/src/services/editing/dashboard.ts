import {
  COLLECTIONS,
  GLOBALS,
  collectionNamed,
  type AdminContentItem,
  type AdminDashboard,
  type CollectionDef,
  type DashboardEntry,
} from '@ia/shared';
import { GLOBALS_KIND } from '../../db/repositories/entries.js';
import { byOf, visibleTo, type Actor } from './rules.js';
import type { EditingRecords } from './records.js';

/** Lines of each part of the dashboard. */
export const DASHBOARD_LINES = 8;
/** Items of one collection looked at for scheduled times (the latest changed first). */
const SCHEDULED_SCAN = 200;

type List = (
  def: CollectionDef,
  query: Record<string, unknown>,
  actor: Actor | null,
) => Promise<{ items: AdminContentItem[] }>;

/** A collection whose items can be scheduled (a date field that `schedules`). */
const schedulable = (def: CollectionDef) =>
  Object.values(def.fields).some((field) => field.type === 'date' && field.schedules === true);

/**
 * The dashboard's read: items scheduled to appear (with their time), drafts, and the latest
 * changes (who, what, when), each as the account may see them (a contributor: their own).
 */
export function createDashboard({ repositories }: EditingRecords, list: List) {
  return {
    async dashboard(actor: Actor | null): Promise<AdminDashboard> {
      const entry = (def: CollectionDef, item: AdminContentItem, at: string): DashboardEntry => ({
        kind: def.name,
        id: item.id,
        title: item.title,
        at,
        by: item.updatedBy,
      });
      const scheduled: DashboardEntry[] = [];
      const drafts: DashboardEntry[] = [];
      for (const def of COLLECTIONS) {
        if (schedulable(def)) {
          const { items } = await list(
            def,
            { status: 'published', pageSize: String(SCHEDULED_SCAN) },
            actor,
          );
          for (const item of items) {
            if (item.scheduledAt) scheduled.push(entry(def, item, item.scheduledAt));
          }
        }
        const { items } = await list(
          def,
          { status: 'draft', pageSize: String(DASHBOARD_LINES) },
          actor,
        );
        for (const item of items) drafts.push(entry(def, item, item.updatedAt));
      }
      scheduled.sort((a, b) => a.at.localeCompare(b.at));
      drafts.sort((a, b) => b.at.localeCompare(a.at));

      // A contributor sees their own changes; editors and administrators everyone's.
      const mine = visibleTo(actor) === undefined ? undefined : (byOf(actor) ?? '');
      const changes = await repositories.content.recentRevisions(DASHBOARD_LINES, mine);
      const globals = new Map((await repositories.globals.readAll()).map((g) => [g.id, g.name]));
      const titles = new Map<string, string>();
      const wanted = new Map<string, Set<number>>();
      for (const change of changes) {
        if (change.kind === GLOBALS_KIND) continue;
        wanted.set(change.kind, (wanted.get(change.kind) ?? new Set()).add(change.itemId));
      }
      for (const [kind, ids] of wanted) {
        const def = collectionNamed(kind);
        if (!def) continue;
        for (const item of await repositories.entries(def).readMany([...ids])) {
          titles.set(`${kind}:${item.id}`, String(item.document[def.titleField] ?? ''));
        }
      }
      const recent = changes.map((change) => {
        if (change.kind === GLOBALS_KIND) {
          const name = globals.get(change.itemId) ?? '';
          return {
            kind: GLOBALS_KIND,
            id: 0,
            name,
            title: GLOBALS.find((g) => g.name === name)?.label ?? name,
            at: change.at,
            by: change.by,
            action: change.action,
            changes: change.changes,
          };
        }
        const label = collectionNamed(change.kind)?.label ?? change.kind;
        return {
          kind: change.kind,
          id: change.itemId,
          title:
            titles.get(`${change.kind}:${change.itemId}`) ?? `${label} ${change.itemId} (deleted)`,
          at: change.at,
          by: change.by,
          action: change.action,
          changes: change.changes,
        };
      });
      return {
        scheduled: scheduled.slice(0, DASHBOARD_LINES),
        drafts: drafts.slice(0, DASHBOARD_LINES),
        recent,
      };
    },
  };
}

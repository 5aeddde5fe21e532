import {
  GLOBALS,
  collectionNamed,
  hasExpiredAt,
  imagesOf,
  type ContentDef,
  type ImageUsage,
} from '@ia/shared';
import type { Repositories } from '../db/repositories/index.js';
import { GLOBALS_KIND } from './content-editing.js';

/** One recorded use of a picture or a document: the item (or global) and the field. */
export interface RecordedUse {
  kind: string;
  itemId: number;
  field: string;
}

/**
 * Recorded uses (of images or documents, by address) as staff read them: the title of each item
 * or global, an item deleted since said so (`deleted`: it does not stop a delete), and an item
 * whose consent has ended at `at` marked `consentEnded`, and a use of a picture that gives its
 * own alt text (or says it is decorative) marked `described`.
 */
export async function describeUsages(
  repositories: Pick<Repositories, 'entries' | 'globals'>,
  byAddress: ReadonlyMap<string, readonly RecordedUse[]>,
  at: string,
): Promise<Map<string, ImageUsage[]>> {
  const wanted = new Map<string, Set<number>>();
  let anyGlobal = false;
  for (const uses of byAddress.values()) {
    for (const use of uses) {
      if (use.kind === GLOBALS_KIND) anyGlobal = true;
      else wanted.set(use.kind, (wanted.get(use.kind) ?? new Set()).add(use.itemId));
    }
  }
  /** `kind:id address field` of each picture use that gives its own alt text. */
  const described = new Set<string>();
  const noteDescribed = (
    key: string,
    def: ContentDef | undefined,
    doc: Record<string, unknown>,
  ) => {
    if (!def) return;
    for (const use of imagesOf(def.fields, doc)) {
      if (use.described) described.add(`${key} ${use.image} ${use.field}`);
    }
  };
  const globals = new Map<number, string>();
  if (anyGlobal) {
    for (const global of await repositories.globals.readAll()) {
      globals.set(global.id, global.name);
      noteDescribed(
        `${GLOBALS_KIND}:${global.id}`,
        GLOBALS.find((g) => g.name === global.name),
        global.document,
      );
    }
  }
  const items = new Map<string, { title: string; ended: boolean }>();
  for (const [kind, ids] of wanted) {
    const def = collectionNamed(kind);
    if (!def) continue;
    for (const item of await repositories.entries(def).readMany([...ids])) {
      items.set(`${kind}:${item.id}`, {
        title: String(item.document[def.titleField] ?? ''),
        ended: hasExpiredAt(def.fields, item.document, at),
      });
      noteDescribed(`${kind}:${item.id}`, def, item.document);
    }
  }
  const out = new Map<string, ImageUsage[]>();
  for (const [address, uses] of byAddress) {
    const list: ImageUsage[] = [];
    for (const use of uses) {
      if (use.kind === GLOBALS_KIND) {
        const name = globals.get(use.itemId) ?? '';
        const def = GLOBALS.find((g) => g.name === name);
        list.push({
          kind: GLOBALS_KIND,
          id: 0,
          name,
          title: def?.label ?? name,
          field: use.field,
          ...(described.has(`${GLOBALS_KIND}:${use.itemId} ${address} ${use.field}`)
            ? { described: true }
            : {}),
        });
        continue;
      }
      const item = items.get(`${use.kind}:${use.itemId}`);
      // An item deleted since keeps its pictures out of public view; the library says so.
      const label = collectionNamed(use.kind)?.label ?? use.kind;
      list.push({
        kind: use.kind,
        id: use.itemId,
        title: item?.title ?? `${label} ${use.itemId} (deleted)`,
        field: use.field,
        ...(item === undefined ? { deleted: true } : {}),
        ...(item?.ended ? { consentEnded: true } : {}),
        ...(described.has(`${use.kind}:${use.itemId} ${address} ${use.field}`)
          ? { described: true }
          : {}),
      });
    }
    out.set(address, list);
  }
  return out;
}

/** "Title (field); …": where something is used, for a refusal to delete it. */
export const whereUsed = (usage: readonly ImageUsage[]): string =>
  usage.map((use) => `${use.title} (${use.field})`).join('; ');

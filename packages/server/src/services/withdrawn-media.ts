import { COLLECTIONS, hasExpiredAt, type ContentDef } from '@ia/shared';
import type { EntityRepositories } from '../db/repositories/index.js';

/** A kind of item whose public life a consent end can stop (a date field that `expires`). */
export const hasConsent = (def: ContentDef) =>
  Object.values(def.fields).some((field) => field.type === 'date' && field.expires === true);

/** The item whose ended consent withdraws an image. */
export interface Withdrawal {
  kind: string;
  itemId: number;
  title: string;
}

/**
 * Images withdrawn at `at`: shown by an item whose consent has ended (a story's `expires` date
 * passed). The consented person's photographs go with the story: a withdrawn image is never
 * served to the public again, whatever else shows it, and may not be put anywhere else (a save
 * naming one is a 422: `withdrawnImageErrors`). Answers, for each withdrawn image of `images`
 * (`/media/…` addresses), the items that withdraw it.
 */
export async function withdrawnImages(
  r: Pick<EntityRepositories, 'content' | 'entries'>,
  images: readonly string[],
  at: string,
): Promise<Map<string, Withdrawal[]>> {
  const withdrawn = new Map<string, Withdrawal[]>();
  if (images.length === 0) return withdrawn;
  for (const def of COLLECTIONS.filter(hasConsent)) {
    // The uses by items whose consent has ended, found by the database: never every item read.
    const uses = await r.content.imageUsesByItems(images, def.name, 'expired', at);
    if (uses.length === 0) continue;
    const items = new Map(
      (await r.entries(def).readMany([...new Set(uses.map((use) => use.itemId))])).map((item) => [
        item.id,
        item,
      ]),
    );
    for (const use of uses) {
      const item = items.get(use.itemId);
      // Read again: the consent may have been changed between the two statements.
      if (!item || !hasExpiredAt(def.fields, item.document, at)) continue;
      const title = String(item.document[def.titleField] ?? '') || `${def.label} ${item.id}`;
      const list = withdrawn.get(use.image) ?? [];
      if (list.length === 0) withdrawn.set(use.image, list);
      list.push({ kind: def.name, itemId: item.id, title });
    }
  }
  return withdrawn;
}

/**
 * For a document about to be saved, a message per field that shows a withdrawn image (one an
 * item other than `self` withdraws: a story whose consent ended may still be edited with its
 * own photographs). Empty when there is none.
 */
export async function withdrawnImageErrors(
  r: Pick<EntityRepositories, 'content' | 'entries'>,
  uses: readonly { image: string; field: string }[],
  at: string,
  self?: { kind: string; id: number },
): Promise<Record<string, string>> {
  const withdrawn = await withdrawnImages(r, [...new Set(uses.map((use) => use.image))], at);
  const errors: Record<string, string> = {};
  for (const use of uses) {
    const by = (withdrawn.get(use.image) ?? []).filter(
      (item) => item.kind !== self?.kind || item.itemId !== self.id,
    );
    if (by.length === 0) continue;
    const names = by.map((item) => `“${item.title}”`).join(', ');
    errors[use.field] =
      `The image ${use.image} belongs to ${names}, whose consent has ended: it cannot be used elsewhere; choose another`;
  }
  return errors;
}

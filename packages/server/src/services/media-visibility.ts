import { collectionNamed, isPublicAt, type ContentDef } from '@ia/shared';
import type { Repositories } from '../db/repositories/index.js';
import { cacheBudgets, createByteCache, keepWhenSettled } from './byte-cache.js';
import { GLOBALS_KIND } from './content-editing.js';
import { withdrawnImages } from './withdrawn-media.js';

export interface MediaVisibility {
  /** Anyone may see it: it is used by something public, or by nothing at all. */
  public: boolean;
  /**
   * A public item shows it, and could stop being public (unpublished, deleted, a consent end):
   * browsers keep it a short while and check again, never a year.
   */
  retractable: boolean;
  /**
   * An item with a consent end shows it (a story: staff may withdraw it at any moment), so
   * caches keep it at most a minute and a withdrawal is complete everywhere within one.
   */
  consented: boolean;
}

/** A kind of item whose public life a consent end can stop (a date field that `expires`). */
const hasConsent = (def: ContentDef) =>
  Object.values(def.fields).some((field) => field.type === 'date' && field.expires === true);

export type MediaVisibilityService = ReturnType<typeof createMediaVisibility>;

/**
 * Whether a stored image may be served to the public. An image shown only by items that are
 * not public (drafts, a story whose consent has ended, a deleted story) is not: the person's
 * photographs go with the story, and one a story whose consent has ended shows is not, whatever
 * else shows it (withdrawn-media.ts). Globals are always public; an image nothing uses (a fresh
 * upload in the library) is too. Answers are kept until the next content change (and at most a
 * minute, for a consent end that passes with nobody writing).
 */
export function createMediaVisibility(deps: {
  repositories: Repositories;
  now?: () => Date;
  /** Bytes the answers kept may take (a share of CACHE_MEMORY_MB: byte-cache.ts). */
  budget?: number;
}) {
  const now = deps.now ?? (() => new Date());
  const known = createByteCache<{ at: number; value: Promise<MediaVisibility> }>({
    budget: deps.budget ?? cacheBudgets().mediaVisibility,
  });

  async function decide(image: string): Promise<MediaVisibility> {
    const uses = (await deps.repositories.content.imageUsagesOf([image])).get(image) ?? [];
    if (uses.length === 0) return { public: true, retractable: false, consented: false };
    const at = now().toISOString();
    // A consent that ended withdraws its photographs everywhere: no other use shows them again.
    if ((await withdrawnImages(deps.repositories, [image], at)).has(image)) {
      return { public: false, retractable: true, consented: true };
    }
    let visible = false;
    let retractable = false;
    let consented = false;
    for (const use of uses) {
      if (use.kind === GLOBALS_KIND) {
        visible = true;
        continue;
      }
      retractable = true;
      const def = collectionNamed(use.kind);
      if (def && hasConsent(def)) consented = true;
      const item = def && (await deps.repositories.entries(def).read(use.itemId));
      if (def && item && isPublicAt(def.fields, item.published, item.document, at)) visible = true;
    }
    return { public: visible, retractable, consented };
  }

  return {
    of(path: string): Promise<MediaVisibility> {
      const image = `/media/${path}`;
      const found = known.get(image);
      const nowMs = now().getTime();
      if (found && nowMs - found.at < 60_000) return found.value;
      const value = decide(image);
      // Two yes/no answers: their key and the entry's overhead are what they take.
      keepWhenSettled(known, image, { at: nowMs, value }, value, () => 16);
      return value;
    },
    invalidate() {
      known.clear();
    },
  };
}

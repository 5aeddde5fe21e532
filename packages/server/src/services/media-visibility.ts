import { collectionNamed } from '@ia/shared';
import type { Repositories } from '../db/repositories/index.js';
import { cacheBudgets, createByteCache, keepWhenSettled } from './byte-cache.js';
import { GLOBALS_KIND } from './content-editing.js';
import { hasConsent, withdrawnImages } from './withdrawn-media.js';

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

  /**
   * A few statements whatever number of items use the image: which kinds of item use it (a
   * count by kind), whether an item whose consent has ended shows it, and for each kind until
   * one answers, whether a public item of that kind shows it.
   */
  async function decide(image: string): Promise<MediaVisibility> {
    const { content } = deps.repositories;
    const kinds = [...((await content.imageUsageCounts([image])).get(image)?.keys() ?? [])];
    if (kinds.length === 0) return { public: true, retractable: false, consented: false };
    const at = now().toISOString();
    // A consent that ended withdraws its photographs everywhere: no other use shows them again.
    if ((await withdrawnImages(deps.repositories, [image], at)).has(image)) {
      return { public: false, retractable: true, consented: true };
    }
    const items = kinds.filter((kind) => kind !== GLOBALS_KIND);
    const consented = items.some((kind) => {
      const def = collectionNamed(kind);
      return def !== undefined && hasConsent(def);
    });
    let visible = kinds.includes(GLOBALS_KIND);
    for (const kind of items) {
      if (visible) break;
      visible = (await content.imageUsesByItems([image], kind, 'public', at, 1)).length > 0;
    }
    return { public: visible, retractable: items.length > 0, consented };
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

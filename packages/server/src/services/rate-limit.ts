export interface RateLimiter {
  /** Whether `key` may act now; if not, how many seconds until it may. */
  check(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
  /** Counts one action of `key`. */
  hit(key: string): void;
  /**
   * Checks and counts at once: a slot is taken before any await, so requests sent in parallel
   * cannot all pass the check before one of them is counted.
   */
  take(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
  /** Gives back the slot of the last action of `key` (it turned out not to count). */
  release(key: string): void;
  /** How many actions of `key` are in the window now. */
  count(key: string): number;
}

/**
 * A sliding-window limit kept in memory: at most `limit` actions per `windowMs` per key.
 * Per process: with several server processes each keeps its own count.
 */
export function createRateLimiter(options: {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Keys tracked at most; the oldest are forgotten first, so memory stays bounded. */
  maxKeys?: number;
}): RateLimiter {
  const { limit, windowMs, now = Date.now, maxKeys = 10_000 } = options;
  const hits = new Map<string, number[]>();

  const recent = (key: string, at: number): number[] => {
    const list = (hits.get(key) ?? []).filter((t) => t > at - windowMs);
    if (list.length === 0) hits.delete(key);
    else hits.set(key, list);
    return list;
  };

  const limiter: RateLimiter = {
    take(key) {
      const verdict = limiter.check(key);
      if (verdict.allowed) limiter.hit(key);
      return verdict;
    },
    release(key) {
      const list = recent(key, now());
      list.pop();
      if (list.length === 0) hits.delete(key);
    },
    count(key) {
      return recent(key, now()).length;
    },
    check(key) {
      const at = now();
      const list = recent(key, at);
      if (list.length < limit) return { allowed: true };
      const oldest = list[list.length - limit] ?? at;
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - at) / 1000)),
      };
    },
    hit(key) {
      const at = now();
      const list = recent(key, at);
      list.push(at);
      hits.delete(key); // re-insert: Map order is least recently used first
      hits.set(key, list);
      while (hits.size > maxKeys) {
        const first = hits.keys().next();
        if (first.done) break;
        hits.delete(first.value);
      }
    },
  };
  return limiter;
}

export interface RateLimiter {
  /** Whether `key` may act now; if not, how many seconds until it may. */
  check(key: string): { allowed: true } | { allowed: false; retryAfterSeconds: number };
  /** Counts one action of `key`. */
  hit(key: string): void;
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

  return {
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
}

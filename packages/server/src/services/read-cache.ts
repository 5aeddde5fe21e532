/**
 * A small in-process cache of public read results ("micro-cache"). A hit costs no database
 * round trip and, because the same object is returned, the HTTP layer can reuse its JSON and
 * ETag. Answers may be up to `ttlMs` old: far less than the 60 s the API already lets browsers
 * and CDNs reuse them (Cache-Control), and writes through this process clear it at once.
 * Concurrent misses for one key share one query. Bounded: the oldest keys are dropped first.
 *
 * The HTTP layer keeps the bytes of an answer made from a read for as long as `isCurrentRead`
 * says that read is what `get` would still return (middleware/http-cache.ts): the rule of how
 * long a read may be reused stays here, in one place.
 */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

interface Entry {
  expires: number;
  value: Promise<unknown>;
  /** Expired or not: cleared, replaced by a newer load, or dropped to make room. */
  dropped: boolean;
  now: () => number;
}

/** The entry each object a read cache returned came from (objects only: WeakMap keys). */
const entryOf = new WeakMap<object, Entry>();

/**
 * Whether `read`, an object a read cache returned, is still what it would return for its key:
 * not expired, not cleared, not replaced. False for anything a cache did not return (a cache
 * with a zero time to live returns nothing it keeps).
 */
export function isCurrentRead(read: unknown): boolean {
  const entry = typeof read === 'object' && read !== null ? entryOf.get(read) : undefined;
  return entry !== undefined && !entry.dropped && entry.expires > entry.now();
}

export function createReadCache(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): ReadCache {
  const { ttlMs, maxEntries = 500, now = Date.now } = options;
  const entries = new Map<string, Entry>();
  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entry.dropped = true;
    entries.delete(key);
  };

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const at = now();
      const found = entries.get(key);
      if (found && found.expires > at) return found.value as Promise<T>;
      const value = load();
      const entry: Entry = { expires: at + ttlMs, value, dropped: false, now };
      drop(key);
      entries.set(key, entry);
      value.then(
        (result) => {
          if (typeof result === 'object' && result !== null) entryOf.set(result, entry);
        },
        // A failed load is not kept: the next request tries again.
        () => {
          if (entries.get(key) === entry) drop(key);
        },
      );
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        drop(oldest.value);
      }
      return value;
    },
    clear() {
      for (const entry of entries.values()) entry.dropped = true;
      entries.clear();
    },
  };
}

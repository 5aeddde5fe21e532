/**
 * A small in-process cache of public read results ("micro-cache"). A hit costs no database
 * round trip and, because the same object is returned, the HTTP layer can reuse its JSON and
 * ETag. Answers may be up to `ttlMs` old: far less than the 60 s the API already lets browsers
 * and CDNs reuse them (Cache-Control), and writes through this process clear it at once.
 * Concurrent misses for one key share one query. Bounded: the oldest keys are dropped first.
 */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function createReadCache(options: {
  ttlMs: number;
  maxEntries?: number;
  now?: () => number;
}): ReadCache {
  const { ttlMs, maxEntries = 500, now = Date.now } = options;
  const entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const at = now();
      const entry = entries.get(key);
      if (entry && entry.expires > at) return entry.value as Promise<T>;
      const value = load();
      entries.delete(key);
      entries.set(key, { expires: at + ttlMs, value });
      // A failed load is not kept: the next request tries again.
      value.catch(() => {
        if (entries.get(key)?.value === value) entries.delete(key);
      });
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next();
        if (oldest.done) break;
        entries.delete(oldest.value);
      }
      return value;
    },
    clear() {
      entries.clear();
    },
  };
}

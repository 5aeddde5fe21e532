import { cacheBudgets, createByteCache, keepWhenSettled } from './byte-cache.js';

/**
 * A small in-process cache of public read results ("micro-cache"). A hit costs no database
 * round trip and, because the same object is returned, the HTTP layer can reuse its JSON and
 * ETag. Answers may be up to `ttlMs` old: far less than the 60 s the API already lets browsers
 * and CDNs reuse them (Cache-Control), and writes through this process clear it at once.
 * Concurrent misses for one key share one query. Bounded by bytes (`budget`, a byte cache:
 * byte-cache.ts): each read counts its JSON length once loaded, the least recently used is
 * dropped first, and a read larger than the budget is answered but not kept.
 *
 * The HTTP layer keeps the bytes of an answer made from a read for as long as `isCurrentLease`
 * says that read is what `get` would still return (middleware/http-cache.ts): the rule of how
 * long a read may be reused stays here, in one place. It keeps the read's lease, not the read,
 * so an answer kept there never holds a read this cache has let go.
 */
export interface ReadCache {
  get<T>(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
  /** Bytes the reads kept take now (within the budget). */
  readonly bytes: number;
}

/** Whether a read is still what its cache would return: apart from the read, which it does not hold. */
export interface ReadLease {
  readonly expires: number;
  /** Expired or not: cleared, replaced by a newer load, or dropped to make room. */
  dropped: boolean;
  readonly now: () => number;
}

interface Entry {
  lease: ReadLease;
  value: Promise<unknown>;
}

/** The lease of each object a read cache returned (objects only: WeakMap keys). */
const leases = new WeakMap<object, ReadLease>();

/**
 * The lease of `read`, an object a read cache returned; undefined for anything else (a cache
 * with a zero time to live returns nothing it keeps).
 */
export function leaseOf(read: unknown): ReadLease | undefined {
  return typeof read === 'object' && read !== null ? leases.get(read) : undefined;
}

/** Whether the read a lease is of is still current: not expired, not cleared, not replaced. */
export function isCurrentLease(lease: ReadLease | undefined): lease is ReadLease {
  return lease !== undefined && !lease.dropped && lease.expires > lease.now();
}

export function createReadCache(options: {
  ttlMs: number;
  /**
   * Bytes the reads kept may take (a share of CACHE_MEMORY_MB: byte-cache.ts); by default the
   * stories' share of the default total.
   */
  budget?: number;
  now?: () => number;
}): ReadCache {
  const { ttlMs, budget = cacheBudgets().storyReads, now = Date.now } = options;
  const entries = createByteCache<Entry>({
    budget,
    onDrop: (entry) => {
      entry.lease.dropped = true;
    },
  });

  return {
    get<T>(key: string, load: () => Promise<T>): Promise<T> {
      if (ttlMs <= 0) return load();
      const at = now();
      const found = entries.get(key);
      if (found && found.lease.expires > at) return found.value as Promise<T>;
      const value = load();
      const lease: ReadLease = { expires: at + ttlMs, dropped: false, now };
      // Kept while it loads (concurrent misses share it), then with its size; a failed load is
      // not kept: the next request tries again.
      keepWhenSettled(entries, key, { lease, value }, value);
      value.then(
        (result) => {
          if (typeof result === 'object' && result !== null) leases.set(result, lease);
        },
        () => undefined,
      );
      return value;
    },
    clear() {
      entries.clear();
    },
    get bytes() {
      return entries.bytes;
    },
  };
}

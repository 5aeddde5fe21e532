/**
 * The one kind of in-memory cache the server has: least recently used first out, bounded by
 * bytes rather than by a number of entries, so the memory a cache takes does not grow with the
 * size of what it keeps (a page of 12 stories or of 5,000, a sitemap file of 50 URLs or of
 * 50,000). Every cache of the server is one of these, each with its own budget, a fixed share of
 * CACHE_MEMORY_MB (`cacheBudgets`, below).
 *
 * An entry's bytes are what it keeps (`sizeOf`: a Buffer's length, a text's UTF-8 length, an
 * object's JSON length), measured once when it is kept, plus its key and `ENTRY_OVERHEAD_BYTES`,
 * so a flood of tiny entries is bounded too. An entry larger than the whole budget is not kept
 * (its caller serves it all the same).
 */
export interface ByteCache<V> {
  /** Bytes this cache may keep. */
  readonly budget: number;
  /** Bytes kept now (never more than `budget`). */
  readonly bytes: number;
  /** Entries kept now. */
  readonly size: number;
  /** The value kept for `key`, made the most recently used. */
  get(key: string): V | undefined;
  /** The value kept for `key`, leaving the order as it is. */
  peek(key: string): V | undefined;
  /**
   * Keeps `value` for `key` as the most recently used, taking `bytes` (its own size, without the
   * key and overhead), and drops the least recently used until the cache is within its budget.
   * False when it is larger than the budget: then it is not kept (nor is what `key` had).
   */
  set(key: string, value: V, bytes: number): boolean;
  delete(key: string): void;
  clear(): void;
}

/** What keeping an entry costs besides its value and key: the map's slot and its record. */
export const ENTRY_OVERHEAD_BYTES = 96;

/** The size an entry keeps: Buffer or text bytes, an object's JSON length, 8 for the rest. */
export function sizeOf(value: unknown): number {
  if (value === undefined || value === null) return 0;
  if (Buffer.isBuffer(value)) return value.length;
  if (typeof value === 'string') return Buffer.byteLength(value);
  if (typeof value === 'object') return Buffer.byteLength(JSON.stringify(value) ?? '');
  return 8;
}

export function createByteCache<V>(options: {
  budget: number;
  /**
   * Called with each value that stops being kept (dropped, replaced, deleted or cleared) or is
   * not kept at all (larger than the budget).
   */
  onDrop?: (value: V, key: string) => void;
}): ByteCache<V> {
  const { budget, onDrop } = options;
  const entries = new Map<string, { value: V; cost: number }>();
  let bytes = 0;

  const remove = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    entries.delete(key);
    bytes -= entry.cost;
    return entry;
  };

  return {
    budget,
    get bytes() {
      return bytes;
    },
    get size() {
      return entries.size;
    },
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.value;
    },
    peek(key) {
      return entries.get(key)?.value;
    },
    set(key, value, size) {
      const old = remove(key);
      if (old && old.value !== value) onDrop?.(old.value, key);
      const cost = size + key.length + ENTRY_OVERHEAD_BYTES;
      if (cost > budget) {
        onDrop?.(value, key);
        return false;
      }
      entries.set(key, { value, cost });
      bytes += cost;
      for (const oldest of entries.keys()) {
        if (bytes <= budget) break;
        const dropped = remove(oldest)!;
        onDrop?.(dropped.value, oldest);
      }
      return true;
    },
    delete(key) {
      const entry = remove(key);
      if (entry) onDrop?.(entry.value, key);
    },
    clear() {
      const all = [...entries];
      entries.clear();
      bytes = 0;
      if (onDrop) for (const [key, entry] of all) onDrop(entry.value, key);
    },
  };
}

/**
 * Keeps `entry` for `key` while `settled` is pending (counting only its key), then with the size
 * of what `settled` gives (`measure`): dropped if it fails or is larger than the budget, so
 * concurrent first requests share one load and the next request after a failure tries again.
 * Nothing is done if the key was given another entry, deleted or cleared in the meantime.
 */
export function keepWhenSettled<V, R>(
  cache: ByteCache<V>,
  key: string,
  entry: V,
  settled: Promise<R>,
  measure: (result: R) => number = sizeOf,
): void {
  cache.set(key, entry, 0);
  settled.then(
    (result) => {
      if (cache.peek(key) === entry) cache.set(key, entry, measure(result));
    },
    () => {
      if (cache.peek(key) === entry) cache.delete(key);
    },
  );
}

/** CACHE_MEMORY_MB's default: room for the caches on a machine of 512 MB. */
export const DEFAULT_CACHE_MEMORY_MB = 64;

/**
 * Each cache's share of CACHE_MEMORY_MB, in one place (they add up to 1):
 *
 * - `pages`: rendered pages (site/pages.ts); `compressed`: brotli and gzip forms of answers
 *   kept by their ETag (middleware/compress.ts);
 * - `answers`: API answers' bytes by address, `wholeAnswers`: whole answers as sent, compressed,
 *   by address and encoding (middleware/http-cache.ts);
 * - `storyReads`, `articleReads`, `contentReads`, `searchReads`: public reads and search
 *   answers for 2 s, and `storyTotals`, `articleTotals` the lists' totals, page starts and
 *   searched pages, `searchRanked` each search's ranked matches, until a content change
 *   (services/read-cache.ts);
 * - `sitemaps`: the sitemap index and files, `feeds` each language's feed, until a content
 *   change (site/sitemap.ts, site/routes.ts);
 * - `files`: the site's and embed's static files with their compressed forms, `designFiles`
 *   Storybook's (middleware/send-file.ts);
 * - `mediaVisibility`: whether each picture may be shown (services/media-visibility.ts).
 */
export const CACHE_SHARES = {
  pages: 0.22,
  compressed: 0.1,
  answers: 0.08,
  wholeAnswers: 0.1,
  storyReads: 0.06,
  articleReads: 0.04,
  contentReads: 0.03,
  searchReads: 0.03,
  searchRanked: 0.03,
  storyTotals: 0.005,
  articleTotals: 0.005,
  sitemaps: 0.14,
  feeds: 0.02,
  files: 0.1,
  designFiles: 0.03,
  mediaVisibility: 0.01,
} as const;

export type CacheName = keyof typeof CACHE_SHARES;
export type CacheBudgets = Record<CacheName, number>;

/** Each cache's budget in bytes out of `totalBytes` (CACHE_MEMORY_MB), by `CACHE_SHARES`. */
export function cacheBudgets(totalBytes = DEFAULT_CACHE_MEMORY_MB * 1024 * 1024): CacheBudgets {
  const budgets = {} as CacheBudgets;
  for (const [name, share] of Object.entries(CACHE_SHARES) as [CacheName, number][]) {
    budgets[name] = Math.floor(totalBytes * share);
  }
  return budgets;
}

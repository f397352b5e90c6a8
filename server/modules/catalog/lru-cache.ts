/**
 * A small least-recently-used cache of async answers, each kept for ttlMs. Concurrent callers of one
 * key share one in-flight load, and a failed load is not kept. clear() is how a writer on this
 * instance makes its change show at once; other instances see it when the TTL runs out.
 */
export interface LruCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function lruCache<T>(maxEntries: number, ttlMs: number, now: () => number = Date.now): LruCache<T> {
  const entries = new Map<string, { value: Promise<T>; expires: number }>();
  return {
    get(key, load) {
      const hit = entries.get(key);
      entries.delete(key);
      if (hit && hit.expires > now()) {
        entries.set(key, hit);
        return hit.value;
      }
      const entry = { value: load(), expires: now() + ttlMs };
      entries.set(key, entry);
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
      return entry.value;
    },
    clear() {
      entries.clear();
    },
  };
}

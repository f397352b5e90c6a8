import { releaseWhenIdle } from '../../memory-when-idle';

/**
 * A small least-recently-used cache of async answers. An answer is fresh for freshMs after it arrived;
 * for staleMs more it is still served while one refresh runs in the background, so a busy key never
 * makes its callers wait for the database. Concurrent callers of a missing key share one load, and a
 * failed load is not kept. clear() is how a writer on this instance makes its change show at once;
 * other instances see it within freshMs + staleMs. An answer past its stale time is never served again:
 * it is dropped as soon as it is the least recently used, and every expired one when the process goes
 * quiet, so a quiet shop does not keep a thousand listings (and their JSON text) in memory for nothing
 * (decisions 0031, 0046).
 */
export interface LruCache<T> {
  /** `load` is told whether it runs for a waiting caller or as a background refresh nobody waits for. */
  get(key: string, load: Loader<T>): Promise<T>;
  clear(): void;
  /** answers held, in-flight loads included */
  size(): number;
}

export type Loader<T> = (how: { background: boolean }) => Promise<T>;

interface Entry<T> {
  value: Promise<T>;
  /** until the load settles: Infinity, so concurrent callers wait for the same load */
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
}

/** Past its stale time: never served again. */
const expired = (entry: Entry<unknown>, at: number) => entry.staleUntil <= at;

export function lruCache<T>(maxEntries: number, freshMs: number, staleMs: number, now: () => number = Date.now): LruCache<T> {
  const entries = new Map<string, Entry<T>>();

  const settled = (value: Promise<T>): Entry<T> => {
    const at = now();
    return { value, freshUntil: at + freshMs, staleUntil: at + freshMs + staleMs, refreshing: false };
  };
  /** Drops the least recently used answers while they are past their stale time (loads in flight never are). */
  const dropExpired = (at: number) => {
    for (const [key, entry] of entries) {
      if (!expired(entry, at)) return;
      entries.delete(key);
    }
  };
  // When the process goes quiet, every expired answer, wherever it stands in the order.
  releaseWhenIdle(entries, (held) => {
    const at = now();
    for (const [key, entry] of held) if (expired(entry, at)) held.delete(key);
  });
  const store = (key: string, entry: Entry<T>) => {
    entries.delete(key);
    entries.set(key, entry);
    if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
  };
  const load = (key: string, loader: Loader<T>): Promise<T> => {
    const entry: Entry<T> = { value: loader({ background: false }), freshUntil: Infinity, staleUntil: Infinity, refreshing: false };
    store(key, entry);
    entry.value.then(
      () => entries.get(key) === entry && store(key, settled(entry.value)),
      () => entries.get(key) === entry && entries.delete(key),
    );
    return entry.value;
  };
  const refresh = (key: string, stale: Entry<T>, loader: Loader<T>) => {
    stale.refreshing = true;
    const next = loader({ background: true });
    // A clear() during the refresh removed `stale`: the refreshed answer may predate the change, so it is dropped.
    next.then(() => entries.get(key) === stale && store(key, settled(next)), () => { stale.refreshing = false; });
  };

  return {
    get(key, loader) {
      const at = now();
      dropExpired(at);
      const hit = entries.get(key);
      if (hit && at < hit.freshUntil) {
        store(key, hit);
        return hit.value;
      }
      if (hit && at < hit.staleUntil) {
        if (!hit.refreshing) refresh(key, hit, loader);
        return hit.value;
      }
      return load(key, loader);
    },
    clear() {
      entries.clear();
    },
    size: () => entries.size,
  };
}

/**
 * RESPONSE_CACHE=off: no answer is kept, every caller gets a read made after it asked; concurrent callers
 * of one key share the read still in flight: a server-rendered product page asks for its product twice at
 * once, for its head and for its body (http/spa.ts), and that is one query, not two.
 */
export function inFlightOnly<T>(): LruCache<T> {
  const loads = new Map<string, Promise<T>>();
  return {
    get(key, loader) {
      const running = loads.get(key);
      if (running) return running;
      const value = loader({ background: false });
      loads.set(key, value);
      const forget = () => loads.get(key) === value && loads.delete(key);
      value.then(forget, forget);
      return value;
    },
    clear() {
      loads.clear();
    },
    size: () => loads.size,
  };
}

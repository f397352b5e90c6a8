/**
 * Memoises an async loader for ttlMs. Concurrent callers share one in-flight load, and a failed
 * load is not kept. Used for catalog answers that hold no personal data, where a few seconds of
 * staleness across instances is acceptable; writers on this instance call invalidate() for
 * an immediate refresh.
 */
export interface Cached<T> {
  (): Promise<T>;
  invalidate(): void;
}

export function ttlCache<T>(ttlMs: number, load: () => Promise<T>, now: () => number = Date.now): Cached<T> {
  let entry: { value: Promise<T>; expires: number } | null = null;
  const get = (() => {
    if (entry && entry.expires > now()) return entry.value;
    // A Drizzle query is a thenable that runs its SQL again on every `then`: adopted once, it runs once.
    const value = new Promise<T>((resolve) => resolve(load()));
    const current = { value, expires: now() + ttlMs };
    entry = current;
    value.catch(() => {
      if (entry === current) entry = null;
    });
    return value;
  }) as Cached<T>;
  get.invalidate = () => {
    entry = null;
  };
  return get;
}

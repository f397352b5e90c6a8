import type { Redis } from 'ioredis';

/** A failure counter: how many, and when the last one happened (ms since the epoch). */
export interface FailureCount {
  count: number;
  last: number;
}

/** Where login failures and known addresses are kept: Redis when several instances share them, else memory. */
export interface ThrottleStore {
  failures(key: string): Promise<FailureCount>;
  addFailure(key: string, now: number, ttlMs: number): Promise<FailureCount>;
  forget(key: string): Promise<void>;
  mark(key: string, ttlMs: number): Promise<void>;
  isMarked(key: string): Promise<boolean>;
}

/** Bounded so that guesses at millions of made-up addresses cannot grow the process without limit. */
const MEMORY_ENTRIES = 100_000;

export function memoryThrottleStore(): ThrottleStore {
  const entries = new Map<string, FailureCount & { expires: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expires <= Date.now()) entries.delete(key);
    return entry && entry.expires > Date.now() ? entry : undefined;
  };
  const put = (key: string, value: FailureCount, ttlMs: number) => {
    entries.delete(key);
    if (entries.size >= MEMORY_ENTRIES) entries.delete(entries.keys().next().value!);
    entries.set(key, { ...value, expires: Date.now() + ttlMs });
  };
  return {
    async failures(key) {
      const entry = live(key);
      return { count: entry?.count ?? 0, last: entry?.last ?? 0 };
    },
    async addFailure(key, now, ttlMs) {
      const next = { count: (live(key)?.count ?? 0) + 1, last: now };
      put(key, next, ttlMs);
      return next;
    },
    async forget(key) {
      entries.delete(key);
    },
    async mark(key, ttlMs) {
      put(key, { count: 1, last: Date.now() }, ttlMs);
    },
    async isMarked(key) {
      return live(key) !== undefined;
    },
  };
}

export function redisThrottleStore(redis: Redis): ThrottleStore {
  const prefix = (key: string) => `login-throttle:${key}`;
  return {
    async failures(key) {
      const [count, last] = await redis.hmget(prefix(key), 'count', 'last');
      return { count: Number(count ?? 0), last: Number(last ?? 0) };
    },
    async addFailure(key, now, ttlMs) {
      const [[, count]] = (await redis.multi()
        .hincrby(prefix(key), 'count', 1)
        .hset(prefix(key), 'last', now)
        .pexpire(prefix(key), ttlMs)
        .exec()) as [[unknown, number]];
      return { count: Number(count), last: now };
    },
    async forget(key) {
      await redis.del(prefix(key));
    },
    async mark(key, ttlMs) {
      await redis.set(prefix(key), '1', 'PX', ttlMs);
    },
    async isMarked(key) {
      return (await redis.exists(prefix(key))) === 1;
    },
  };
}

import { Redis } from 'ioredis';

export type WindowCount = { count: number; resetInSeconds: number };

/**
 * Counts events (or bytes) per key in fixed windows: in process by default, in Redis when REDIS_URL
 * is set so that every instance behind a load balancer shares the counts.
 */
export interface CounterStore {
  /** Adds `by` (1 unless given; negative gives back) and answers the count. */
  increment(key: string, windowSeconds: number, by?: number): Promise<WindowCount>;
  get(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryCounterStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetsAt: number }>();
  const live = (key: string) => {
    const entry = windows.get(key);
    if (entry && entry.resetsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return entry;
  };
  const toCount = (entry: { count: number; resetsAt: number } | undefined): WindowCount =>
    entry
      ? { count: entry.count, resetInSeconds: Math.ceil((entry.resetsAt - now()) / 1000) }
      : { count: 0, resetInSeconds: 0 };
  const sweep = setInterval(() => {
    for (const key of windows.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    async increment(key, windowSeconds, by = 1) {
      const entry = live(key) ?? { count: 0, resetsAt: now() + windowSeconds * 1000 };
      entry.count += by;
      windows.set(key, entry);
      return toCount(entry);
    },
    async get(key) {
      return toCount(live(key));
    },
    async reset(key) {
      windows.delete(key);
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}

export function createRedisCounterStore(url: string, prefix = 'portal:'): CounterStore {
  const redis = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
  return {
    async increment(key, windowSeconds, by = 1) {
      const fullKey = prefix + key;
      const [[, count], , [, ttl]] = (await redis
        .multi()
        .incrby(fullKey, by)
        .expire(fullKey, windowSeconds, 'NX')
        .ttl(fullKey)
        .exec()) as [[null, number], [null, number], [null, number]];
      return { count, resetInSeconds: Math.max(ttl, 0) };
    },
    async get(key) {
      const fullKey = prefix + key;
      const [[, count], [, ttl]] = (await redis.multi().get(fullKey).ttl(fullKey).exec()) as [
        [null, string | null],
        [null, number],
      ];
      return { count: count === null ? 0 : Number(count), resetInSeconds: Math.max(ttl, 0) };
    },
    async reset(key) {
      await redis.del(prefix + key);
    },
    async close() {
      await redis.quit();
    },
  };
}

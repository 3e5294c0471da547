import type { CounterStore } from './counter-store';
import { HttpError } from './http-error';

/**
 * Attempts counted per key in a window (ARCHITECTURE.md, issue 2): customers' and staff's sign-ins,
 * registrations, recoveries. Kept in the counter store, so every instance counts the same attempts.
 */
export function createAttemptThrottle(counters: CounterStore, windowSeconds: number) {
  return {
    /** 429 `too_many_attempts`, with when to retry, once any key has reached its limit. */
    async assertBelow(keys: string[], limits: number[]) {
      for (const [index, key] of keys.entries()) {
        const { count, resetInSeconds } = await counters.get(key);
        if (count >= limits[index]!) {
          throw new HttpError(429, 'too_many_attempts', {
            retry_after: Math.max(resetInSeconds, 1),
          });
        }
      }
    },

    async count(keys: string[]) {
      for (const key of keys) await counters.increment(key, windowSeconds);
    },
  };
}

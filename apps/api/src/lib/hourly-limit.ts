import type { CounterStore } from './counter-store';
import { HttpError } from './http-error';

const HOUR_SECONDS = 3600;

/**
 * Takes one of the `max` uses an hour counted under `key` (in the counter store, so that every
 * instance counts the same): 429 `too_many_attempts` with `retry_after` when none is left. Answers
 * how to give it back, for a use that then did not happen.
 */
export async function takeHourlySlot(counters: CounterStore, key: string, max: number) {
  const { count, resetInSeconds } = await counters.increment(key, HOUR_SECONDS);
  if (count > max) {
    await counters.increment(key, HOUR_SECONDS, -1);
    throw new HttpError(429, 'too_many_attempts', { retry_after: Math.max(resetInSeconds, 1) });
  }
  return async () => {
    await counters.increment(key, HOUR_SECONDS, -1);
  };
}

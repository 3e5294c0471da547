import type { CounterStore } from '../counter-store';
import { HttpError } from '../http-error';

const DAY_SECONDS = 86_400;

export type UploadReservation = {
  /** The bytes the body may bring. */
  bytes: number;
  /** The error when a body without a declared length goes beyond `bytes`. */
  overflow: () => HttpError;
  /** Gives back what the body did not use of `bytes`. */
  settle: (used: number) => Promise<void>;
};

/**
 * The bytes each customer may upload in a day (UPLOAD_QUOTA_BYTES_PER_DAY), counted in the counter
 * store so that every instance shares them: a window of 24 hours from the first upload. A body's
 * bytes are taken before it is read, so parallel uploads cannot all pass on the same remainder; what
 * the server reads counts, whether the call then succeeds or not.
 */
export function createUploadQuota(counters: CounterStore, bytesPerDay: number) {
  const keyOf = (userId: string) => `upload-bytes:${userId}`;
  const exceeded = (resetInSeconds: number) =>
    new HttpError(429, 'upload_quota_exceeded', { retry_after: Math.max(resetInSeconds, 1) });

  return {
    /**
     * Takes from the customer's day the declared length of a body, or without one (chunked) as much
     * of the route's limit as the day has left; 429 `upload_quota_exceeded` when it does not fit.
     */
    async reserve(
      userId: string,
      declared: number | undefined,
      limit: number,
    ): Promise<UploadReservation> {
      const key = keyOf(userId);
      let bytes = declared;
      if (bytes === undefined) {
        const today = await counters.get(key);
        const left = bytesPerDay - today.count;
        if (left <= 0) throw exceeded(today.resetInSeconds);
        bytes = Math.min(limit, left);
      }
      const taken = await counters.increment(key, DAY_SECONDS, bytes);
      if (taken.count > bytesPerDay) {
        await counters.increment(key, DAY_SECONDS, -bytes);
        throw exceeded(taken.resetInSeconds);
      }
      const reserved = bytes;
      return {
        bytes: reserved,
        overflow: () =>
          reserved < limit
            ? exceeded(taken.resetInSeconds)
            : new HttpError(413, 'payload_too_large'),
        async settle(used) {
          if (used < reserved) await counters.increment(key, DAY_SECONDS, used - reserved);
        },
      };
    },
  };
}
export type UploadQuota = ReturnType<typeof createUploadQuota>;

import type { FastifyBaseLogger, FastifyReply } from 'fastify';

/** How long a client is asked to wait (`Retry-After`) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** An outage writes at most one log line a second, however many requests fail. */
export const OUTAGE_LOG_INTERVAL_MS = 1_000;

export type DatabaseOutage = {
  /** A request failed because the database could not be reached. */
  failed: (error: unknown) => void;
  /** Stops watching for the database to answer again (the app closes). */
  stop: () => void;
};

/**
 * The log of a database outage (issue 12 point 8): the first failure with its cause, then once a
 * second how many requests failed in it, then one line when the database answers `probe` again.
 * A lost database would otherwise write a stack per request, thousands a second.
 */
export function createDatabaseOutage(
  log: FastifyBaseLogger,
  probe: () => Promise<unknown>,
): DatabaseOutage {
  let timer: NodeJS.Timeout | undefined;
  let startedAt = 0;
  let failedInInterval = 0;
  let failedInOutage = 0;
  let probing = false;

  const end = () => {
    clearInterval(timer);
    timer = undefined;
  };

  const tick = () => {
    if (failedInInterval > 0) {
      log.error(
        { failedRequests: failedInInterval },
        `database still unavailable: ${failedInInterval} requests failed in the last second`,
      );
      failedInInterval = 0;
    }
    if (probing) return;
    probing = true;
    probe()
      .then(
        () => {
          if (!timer) return;
          end();
          log.info(
            { failedRequests: failedInOutage, outageMs: Date.now() - startedAt },
            'database answers again',
          );
        },
        () => {},
      )
      .finally(() => (probing = false));
  };

  return {
    failed(error) {
      if (timer) {
        failedInInterval += 1;
        failedInOutage += 1;
        return;
      }
      startedAt = Date.now();
      failedInInterval = 0;
      failedInOutage = 1;
      log.error({ err: error }, 'database unavailable: requests answer 503 until it answers again');
      timer = setInterval(tick, OUTAGE_LOG_INTERVAL_MS);
      timer.unref();
    },
    stop: end,
  };
}

/** The answer while the database cannot be reached: 503, and when to try again. */
export function replyDatabaseUnavailable(reply: FastifyReply, extra: Record<string, string> = {}) {
  return reply
    .status(503)
    .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
    .send({ error: 'service_unavailable', ...extra });
}

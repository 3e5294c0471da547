import { z } from 'zod';
import { pingDatabase } from '../db/database';
import { isDatabaseUnavailable } from '../db/database-errors';
import { type DatabaseOutage, replyDatabaseUnavailable } from '../db/database-outage';
import type { App } from '../types';

/**
 * Liveness and readiness in one: answers ok only when the database answers, else a 503 that says
 * the database is down (its failures logged once a second through `outage`).
 */
export function registerHealth(app: App, databaseKind: string, outage: DatabaseOutage) {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        response: {
          200: z.object({ status: z.literal('ok'), database: z.string() }),
          503: z.object({ error: z.literal('service_unavailable'), database: z.literal('down') }),
        },
      },
    },
    async (request, reply) => {
      try {
        await pingDatabase(app.services.db);
      } catch (error) {
        if (isDatabaseUnavailable(error)) outage.failed(error);
        else request.log.error({ err: error }, 'database ping failed');
        return replyDatabaseUnavailable(reply, { database: 'down' });
      }
      return { status: 'ok' as const, database: databaseKind };
    },
  );
}

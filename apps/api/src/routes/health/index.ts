import { z } from 'zod';
import { pingDatabase } from '../../db/database';
import { HttpError } from '../../lib/http-error';
import type { App } from '../../types';

/** Liveness and readiness in one: answers ok only when the database answers. */
export function registerHealth(app: App, databaseKind: string) {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async (request) => {
      try {
        await pingDatabase(app.services.db);
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new HttpError(503, 'service_unavailable');
      }
      return { status: 'ok' as const, database: databaseKind };
    },
  );
}

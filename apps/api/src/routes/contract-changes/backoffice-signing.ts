import { idParam } from '@portal/domain/schemas/contracts';
import { contractChangeKindSchema } from '@portal/domain/schemas/settings';
import * as z from 'zod/mini';
import { createRequireBackofficeKey } from '../../lib/backoffice-key';
import type { VersionedRoutes } from '../../types';
import { signChangeRequest } from './change-requests';

/**
 * The stand-in for the e-signature provider's callback (decision 005): the back office says the
 * customer signed a waiting change request, which is then applied.
 */
export const backofficeSigningRoutes: VersionedRoutes = {
  versions: [1],
  register(app) {
    const { config, db } = app.services;
    const requireBackofficeKey = createRequireBackofficeKey(config);

    app.post(
      '/backoffice/change_requests/:id/sign',
      {
        preHandler: requireBackofficeKey,
        schema: {
          tags: ['backoffice'],
          params: z.object({ id: idParam }),
          response: {
            200: z.object({
              id: z.int(),
              kind: contractChangeKindSchema,
              state: z.literal('applied'),
            }),
          },
        },
      },
      async (request) => signChangeRequest(db, request.params.id),
    );
  },
};

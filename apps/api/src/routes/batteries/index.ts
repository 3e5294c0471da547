import {
  batteryPercentagesSchema,
  batteryTypesSchema,
  idParam,
} from '@portal/domain/schemas/contracts';
import * as z from 'zod/mini';
import { principalOf } from '../../lib/authenticate';
import { HttpError } from '../../lib/http-error';
import type { VersionedRoutes } from '../../types';
import * as repo from './batteries.repository';

/**
 * The read side of virtual batteries (spec 2 point 7 "Virtual batteries"), v2 as the spec says. A
 * battery entry (`bateria_virtual[].id` of a contract's detail) of another customer is a 404.
 */
export const batteryRoutes: VersionedRoutes = {
  versions: [2],
  register(app) {
    const { authenticate, db } = app.services;

    app.get(
      '/contract/bateria/types',
      {
        preHandler: authenticate,
        schema: { tags: ['batteries'], response: { 200: batteryTypesSchema } },
      },
      async () => repo.listDiscountTypes(db),
    );

    // The shares across batteries of the contract holding this entry: the choices and starting
    // percentages of the move stepper.
    app.get(
      '/contract/bateria_virtual_percentages/:batteryId',
      {
        preHandler: authenticate,
        schema: {
          tags: ['batteries'],
          params: z.object({ batteryId: idParam }),
          response: { 200: batteryPercentagesSchema },
        },
      },
      async (request) => {
        const shares = await repo.listSharesBesideEntry(
          db,
          principalOf(request).userId,
          request.params.batteryId,
        );
        if (shares.length === 0) throw new HttpError(404, 'not_found');
        return shares.map((share) => ({
          bateria_id: share.batteryId,
          percentage: share.percentage,
        }));
      },
    );
  },
};

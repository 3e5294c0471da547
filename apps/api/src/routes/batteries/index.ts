import {
  batteryDiscountManagementBodySchema,
  batteryMoveBodySchema,
  batteryPercentageBodySchema,
} from '@portal/domain/schemas/batteries';
import {
  batteryPercentagesSchema,
  batteryTypesSchema,
  contractNameParamsSchema,
  electricityContractDetailSchema,
  idParam,
  virtualBatteryEntrySchema,
} from '@portal/domain/schemas/contracts';
import { langQuerySchema } from '@portal/domain/schemas/query';
import type { FastifyRequest } from 'fastify';
import * as z from 'zod/mini';
import { assertFullAccess, principalOf } from '../../lib/authenticate';
import { bodyRoute } from '../../lib/body-route';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import { retailerDay } from '../../lib/retailer-day';
import type { VersionedRoutes } from '../../types';
import * as repo from './batteries.repository';
import {
  type EntryRef,
  changeBatteryPercentage,
  changeDiscountManagement,
  moveBatteryPoints,
} from './batteries.service';
import { batteryTypeTexts } from './battery-type-texts';

/** A battery entry of a contract, as the change calls' paths carry them. */
const entryParamsSchema = z.object({ ...contractNameParamsSchema.shape, entryId: idParam });

/** The caller's reference to the entry a change is about, once its token may change things. */
function changeRef(request: FastifyRequest, params: z.infer<typeof entryParamsSchema>): EntryRef {
  const principal = principalOf(request);
  assertFullAccess(principal);
  return {
    userId: principal.userId,
    contractName: params.name,
    entryId: params.entryId,
    today: retailerDay(),
  };
}

/**
 * Virtual batteries (spec 2 point 7 "Virtual batteries"), v2 as the spec says: the discount types,
 * a contract's shares, and the changes of docs/decisions/005. A battery entry
 * (`bateria_virtual[].id` of a contract's detail) of another customer, or not of the contract named
 * in the path, is a 404.
 */
export const batteryRoutes: VersionedRoutes = {
  versions: [2],
  register(app) {
    const { authenticate, db } = app.services;

    app.get(
      '/contract/bateria/types',
      {
        preHandler: authenticate,
        schema: {
          tags: ['batteries'],
          querystring: langQuerySchema,
          response: { 200: batteryTypesSchema },
        },
      },
      async (request) => {
        const texts = batteryTypeTexts[toServerLanguage(request.query.lang)];
        const types = await repo.listDiscountTypes(db);
        return types.map((type) => ({
          ...type,
          description: texts[type.name] ?? type.description,
        }));
      },
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

    /** Declares a change of one battery entry: the entry in the path, a body, and one answer. */
    const entryChange = <B extends z.ZodMiniType, R extends z.ZodMiniType>(
      method: 'POST' | 'PUT',
      url: string,
      schemas: { body: B; answer: R },
      handle: (ref: EntryRef, body: z.output<B>) => Promise<z.input<R>>,
    ) =>
      bodyRoute(
        app,
        { method, url, tags: ['batteries'], params: entryParamsSchema, ...schemas },
        (request, params, body) => handle(changeRef(request, params), body),
      );

    entryChange(
      'PUT',
      '/contract/:name/change_bateria_pes_percentatge/:entryId',
      { body: batteryPercentageBodySchema, answer: virtualBatteryEntrySchema },
      (ref, body) => changeBatteryPercentage(db, ref, body.pes_percentatge),
    );
    entryChange(
      'POST',
      '/contract/:name/bateria_virtual_move_virtual_battery/:entryId',
      { body: batteryMoveBodySchema, answer: electricityContractDetailSchema },
      (ref, body) => moveBatteryPoints(db, ref, body),
    );
    entryChange(
      'PUT',
      '/contract/:name/bateria/:entryId',
      { body: batteryDiscountManagementBodySchema, answer: virtualBatteryEntrySchema },
      (ref, body) => changeDiscountManagement(db, ref, body.valor_descomptes),
    );
  },
};

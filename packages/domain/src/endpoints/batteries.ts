import * as z from 'zod/mini';
import {
  batteryDiscountManagementBodySchema,
  batteryMoveBodySchema,
  batteryPercentageBodySchema,
} from '../schemas/batteries';
import {
  batteryPercentagesSchema,
  batteryTypesSchema,
  contractNameParamsSchema,
  electricityContractDetailSchema,
  idParam,
  virtualBatteryEntrySchema,
} from '../schemas/contracts';
import { langQuerySchema } from '../schemas/query';
import { defineEndpoint } from './endpoint';

/**
 * Virtual batteries (spec 2 point 7 "Virtual batteries"), v2 as the spec says: the discount types,
 * a contract's shares, and the changes of decision 005. A battery entry (`bateria_virtual[].id` of
 * a contract's detail) of another customer, or not of the contract named in the path, is a 404.
 */

const tag = 'batteries';

/** A battery entry of a contract, as the change calls' paths carry them. */
const entryParamsSchema = z.object({ ...contractNameParamsSchema.shape, entryId: idParam });

const entryChangeErrors = {
  404: ['not_found'],
  409: ['contract_not_active', 'battery_locked', 'battery_self_consumption'],
} as const;

/** The kinds of discount a battery may apply. */
export const batteryTypesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/contract/bateria/types',
  versions: [2],
  access: 'customer',
  tag,
  query: langQuerySchema,
  response: batteryTypesSchema,
});

/**
 * The shares across batteries of the contract holding this entry: the choices and starting
 * percentages of the move stepper.
 */
export const batteryPercentagesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/contract/bateria_virtual_percentages/:batteryId',
  versions: [2],
  access: 'customer',
  tag,
  params: z.object({ batteryId: idParam }),
  response: batteryPercentagesSchema,
  errors: { 404: ['not_found'] },
});

/** The weight of the entry's share of its battery. */
export const batteryPercentageChangeEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/contract/:name/change_bateria_pes_percentatge/:entryId',
  versions: [2],
  access: 'change',
  tag,
  params: entryParamsSchema,
  body: batteryPercentageBodySchema,
  response: virtualBatteryEntrySchema,
  errors: entryChangeErrors,
});

/** Moves the entry's points to other batteries; answers the contract's detail. */
export const batteryMoveEndpoint = defineEndpoint({
  method: 'POST',
  path: '/contract/:name/bateria_virtual_move_virtual_battery/:entryId',
  versions: [2],
  access: 'change',
  tag,
  params: entryParamsSchema,
  body: batteryMoveBodySchema,
  response: electricityContractDetailSchema,
  errors: entryChangeErrors,
});

/** How the entry's discounts are managed. */
export const batteryDiscountChangeEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/contract/:name/bateria/:entryId',
  versions: [2],
  access: 'change',
  tag,
  params: entryParamsSchema,
  body: batteryDiscountManagementBodySchema,
  response: virtualBatteryEntrySchema,
  errors: entryChangeErrors,
});

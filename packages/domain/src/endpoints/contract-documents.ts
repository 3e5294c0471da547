import * as z from 'zod/mini';
import { batteryEntryIdsParamsSchema } from '../schemas/batteries';
import { contractDetailQuerySchema, contractNameParamsSchema } from '../schemas/contracts';
import { defineEndpoint, fileBody } from './endpoint';

/**
 * A contract's documents (spec 2 point 7 "Contracts", decision 005): the contract report and the
 * virtual batteries' workbook, only for the signed-in customer's contracts; any other is a 404.
 */

/**
 * The contract report PDF in the request's language. With features.disableDownloadContractReport it
 * does not exist (404), as for a route the deployment lacks.
 */
export const downloadContractReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/contracts/:name/pdf/',
  versions: [2],
  access: 'customer',
  tag: 'contracts',
  params: contractNameParamsSchema,
  query: contractDetailQuerySchema,
  response: fileBody('application/pdf'),
  errors: { 404: ['not_found'] },
});

/**
 * A workbook with one row per virtual battery entry. Any id that is not one of the customer's
 * entries makes the whole call a 404: a partial sheet would hide which ids were refused.
 */
export const downloadVirtualBatteriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/contracts/virtual_batteries/:ids',
  versions: [2],
  access: 'customer',
  tag: 'contracts',
  params: batteryEntryIdsParamsSchema,
  query: z.object({ lang: contractDetailQuerySchema.shape.lang }),
  response: fileBody('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
  errors: { 404: ['not_found'] },
});

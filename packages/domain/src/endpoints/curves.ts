import * as z from 'zod/mini';
import {
  curveChartSchema,
  curveChartV1Schema,
  curveContractsSchema,
  curveCostSchema,
  curveImportReportSchema,
  curveParamsSchema,
  curveQuerySchema,
  curveSimulationSchema,
} from '../schemas/curves';
import { defineEndpoint, fileBody } from './endpoint';

/**
 * Consumption curves (spec 2 point 7 "Consumption curves"): a contract of the signed-in customer,
 * by id or name; any other is a 404. Readings before the contract's start or after its end are
 * another holder's and are never answered.
 */

const tag = 'curves';

const curveErrors = {
  400: ['cch_invalid_date', 'cch_date_range_invalid', 'cch_range_too_long'],
  404: ['not_found', 'contract_cch_chart_no_data'],
} as const;

/**
 * The customer's electricity contracts with their supply point and the energy each was invoiced over
 * the last 12 months, most first: what the consumption page picks among (v2 only; beyond the spec,
 * decision 028).
 */
export const curveContractsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/cch/contracts/',
  versions: [2],
  access: 'customer',
  tag,
  response: curveContractsSchema,
});

/** The curve with the series' labels in the request's language. */
export const curveChartEndpoint = defineEndpoint({
  method: 'GET',
  path: '/contracts/:id/cch/chart/:type/',
  versions: [2],
  access: 'customer',
  tag,
  params: curveParamsSchema,
  query: curveQuerySchema,
  response: curveChartSchema,
  errors: curveErrors,
});

/** The curve without labels, as v1 answers it. */
export const curveChartV1Endpoint = defineEndpoint({
  method: 'GET',
  path: '/contracts/:id/cch/chart/:type/',
  versions: [1],
  access: 'customer',
  tag,
  params: curveParamsSchema,
  query: curveQuerySchema,
  response: curveChartV1Schema,
  errors: curveErrors,
});

/**
 * The same items as `;`-separated UTF-8 CSV with a header: local date, UTC offset, period, the
 * three energies in kWh and whether the row is real (R) or estimated (E).
 */
export const curveDownloadEndpoint = defineEndpoint({
  method: 'GET',
  path: '/contracts/:id/cch/download/:type/',
  versions: [1, 2],
  access: 'customer',
  tag,
  params: curveParamsSchema,
  query: curveQuerySchema,
  response: fileBody('text/csv'),
  errors: curveErrors,
});

/**
 * What the curve cost on the contract's own product: each interval's energy at its period's price,
 * and the totals per period (v2 only; beyond the spec, decision 016).
 */
export const curveCostEndpoint = defineEndpoint({
  method: 'GET',
  path: '/contracts/:id/cch/cost/:type/',
  versions: [2],
  access: 'customer',
  tag,
  params: curveParamsSchema,
  query: curveQuerySchema,
  response: curveCostSchema,
  errors: { ...curveErrors, 404: [...curveErrors[404], 'product_not_available'] },
});

/**
 * What the range's consumption would have cost on each product the retailer offers for the
 * contract's tariff, and on its own, taxes included (v2 only; beyond the spec, decision 016).
 */
export const curveSimulationEndpoint = defineEndpoint({
  method: 'GET',
  path: '/contracts/:id/cch/simulation/',
  versions: [2],
  access: 'customer',
  tag,
  params: z.object({ id: curveParamsSchema.shape.id }),
  query: curveQuerySchema,
  response: curveSimulationSchema,
  errors: { ...curveErrors, 404: [...curveErrors[404], 'product_not_available'] },
});

/**
 * The back office imports a curve file as distributors and Datadis deliver it, sent as the body
 * with `Content-Type: text/csv` (decision 016): good rows are stored, bad rows reported by line,
 * and the same file twice changes nothing.
 */
export const importCurvesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/curves/import',
  versions: [1],
  access: 'admin',
  tag: 'backoffice',
  response: curveImportReportSchema,
  errors: { 413: ['payload_too_large'], 415: ['unsupported_media_type'] },
  audit: 'curves.import',
});

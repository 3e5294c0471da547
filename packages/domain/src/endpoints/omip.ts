import {
  omipAlertBodySchema,
  omipAlertCreatedSchema,
  omipAlertDeleteBodySchema,
  omipAlertListSchema,
  omipImportAnswerSchema,
  omipPriceSeriesSchema,
  omipPricesParamsSchema,
  omipPricesQuerySchema,
  omipProductListSchema,
} from '../schemas/omip';
import { defineEndpoint } from './endpoint';

/**
 * OMIP price alerts (spec 3 point 7, docs/decisions/022): private like their page (spec 3 point 6),
 * each customer reaching only their own alerts.
 */

const tag = 'omip';

/** The products alerts can be set on, with their latest settlement price. */
export const omipProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/omip/products/',
  versions: [2],
  access: 'customer',
  tag,
  response: omipProductListSchema,
});

/** A product's daily prices for the page's chart (not in the spec's table: decision 022). */
export const omipPricesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/omip/products/:product_id/prices/',
  versions: [2],
  access: 'customer',
  tag,
  params: omipPricesParamsSchema,
  query: omipPricesQuerySchema,
  response: omipPriceSeriesSchema,
  errors: { 404: ['not_found'] },
});

/** The signed-in customer's alerts. */
export const omipAlertsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/omip/alerts/',
  versions: [2],
  access: 'customer',
  tag,
  response: omipAlertListSchema,
});

/** Adds an alert; answers 200 with its id. An unknown product is a field error. */
export const createOmipAlertEndpoint = defineEndpoint({
  method: 'POST',
  path: '/omip/alerts/',
  versions: [2],
  access: 'change',
  tag,
  body: omipAlertBodySchema,
  response: omipAlertCreatedSchema,
});

/** Deletes one of the customer's alerts; another's, or none, is 404. */
export const deleteOmipAlertEndpoint = defineEndpoint({
  method: 'POST',
  path: '/omip/delete/alerts/',
  versions: [2],
  access: 'change',
  tag,
  body: omipAlertDeleteBodySchema,
  status: 204,
  response: null,
  errors: { 404: ['not_found'] },
});

/**
 * Imports daily settlement prices (text/csv body: `product,day,price`, decision 022), then
 * evaluates every alert against its product's latest price and e-mails those that became met.
 */
export const importOmipPricesEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/omip/prices',
  versions: [1],
  access: 'admin',
  tag,
  response: omipImportAnswerSchema,
  errors: { 413: ['payload_too_large'], 415: ['unsupported_media_type'] },
  audit: 'omip_prices.import',
});

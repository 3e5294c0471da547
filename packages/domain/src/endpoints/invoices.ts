import {
  filterParamsQuerySchema,
  filterParamsSchema,
  invoiceListQuerySchema,
  invoiceListSchema,
  multipointInvoiceListSchema,
  multipointListQuerySchema,
} from '../schemas/invoices';
import { defineEndpoint } from './endpoint';

/**
 * Invoices (spec 2 point 7 "Invoices"): the lists and the filter panel's values (the documents are
 * in invoice-documents.ts).
 * Every answer holds only the signed-in customer's invoices; another customer's id is a 404.
 */

const tag = 'invoices';

/** The electricity invoices: the list of v1. */
export const listElectricityInvoicesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/invoices/',
  versions: [1],
  access: 'customer',
  tag,
  query: invoiceListQuerySchema,
  response: invoiceListSchema,
});

/** The gas invoices: the same path, on v2. */
export const listGasInvoicesEndpoint = defineEndpoint({
  ...listElectricityInvoicesEndpoint,
  versions: [2],
});

/** The multipoint invoices (one per group of supply points). */
export const listMultipointInvoicesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/invoices_multipoint/',
  versions: [2],
  access: 'customer',
  tag,
  query: multipointListQuerySchema,
  response: multipointInvoiceListSchema,
});

/** The values the filter panel offers. */
export const filterParamsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/filter/params',
  versions: [2],
  access: 'customer',
  tag,
  query: filterParamsQuerySchema,
  response: filterParamsSchema,
});

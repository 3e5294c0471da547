import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  listElectricityInvoicesEndpoint,
  listGasInvoicesEndpoint,
  listMultipointInvoicesEndpoint,
} from '@portal/domain/endpoints/invoices';
import {
  serializeFilter,
  type FilterCondition,
  type Invoice,
  type MultipointInvoice,
} from '@portal/domain/schemas/invoices';
import { callEndpoint } from '@/lib/api-client';
import type { InvoiceListType } from '../utils/invoice-types';
import { invoiceTypeQueryKey } from './invoices-key';

export interface InvoiceListParams {
  type: InvoiceListType;
  offset: number;
  limit: number;
  conditions: FilterCondition[];
}

/** One page of either list, in one shape. */
export type InvoicePage =
  | { type: 'electricity' | 'gas'; items: Invoice[]; total: number; offset: number; limit: number }
  | {
      type: 'multipoint';
      items: MultipointInvoice[];
      total: number;
      offset: number;
      limit: number;
    };

/**
 * GET invoices/?offset&limit&filter (electricity on v1, gas on v2) and GET invoices_multipoint/ (v2)
 * (spec 2 point 7 "Invoices"). A 401 on the multipoint call logs the customer out (spec 2 point 6).
 */
export async function getInvoices(
  params: InvoiceListParams,
  signal?: AbortSignal,
): Promise<InvoicePage> {
  const query = {
    offset: params.offset,
    limit: params.limit,
    filter: params.conditions.length > 0 ? serializeFilter(params.conditions) : undefined,
  };
  if (params.type === 'multipoint') {
    const list = await callEndpoint(listMultipointInvoicesEndpoint, {
      query,
      signal,
      logoutOnUnauthorized: true,
    });
    const { items, offset, limit, n_items: total } = list;
    return { type: 'multipoint', items, offset, limit, total };
  }
  const endpoint =
    params.type === 'gas' ? listGasInvoicesEndpoint : listElectricityInvoicesEndpoint;
  const list = await callEndpoint(endpoint, { query, signal });
  const { items, offset, limit, n_items: total } = list;
  return { type: params.type, items, offset, limit, total };
}

export const invoicesQueryOptions = (params: InvoiceListParams) =>
  queryOptions({
    queryKey: [
      ...invoiceTypeQueryKey(params.type),
      'list',
      { offset: params.offset, limit: params.limit, filter: serializeFilter(params.conditions) },
    ],
    queryFn: ({ signal }) => getInvoices(params, signal),
  });

/** A page of invoices; the previous page stays on screen while the next one loads. */
export function useInvoices(params: InvoiceListParams) {
  return useQuery({ ...invoicesQueryOptions(params), placeholderData: keepPreviousData });
}

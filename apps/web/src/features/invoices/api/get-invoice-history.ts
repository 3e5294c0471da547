import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  INVOICES_MAX_LIMIT,
  serializeFilter,
  type FilterCondition,
  type Invoice,
  type MultipointInvoice,
} from '@portal/domain/schemas/invoices';
import type { InvoiceListType } from '../utils/invoice-types';
import { getInvoices } from './get-invoices';
import { invoiceTypeQueryKey } from './invoices-key';

/** Enough pages for decades of monthly invoices of a large customer; the chart stops there. */
const MAX_PAGES = 10;

/**
 * Every invoice the filter selects, for the chart: the list call with its largest page
 * (INVOICES_MAX_LIMIT), page after page up to MAX_PAGES.
 */
export async function getInvoiceHistory(
  type: InvoiceListType,
  conditions: FilterCondition[],
  signal?: AbortSignal,
): Promise<(Invoice | MultipointInvoice)[]> {
  const items: (Invoice | MultipointInvoice)[] = [];
  for (let page = 0; page < MAX_PAGES; page += 1) {
    const list = await getInvoices(
      { type, conditions, offset: page * INVOICES_MAX_LIMIT, limit: INVOICES_MAX_LIMIT },
      signal,
    );
    items.push(...list.items);
    if (list.items.length < INVOICES_MAX_LIMIT || items.length >= list.total) break;
  }
  return items;
}

export const invoiceHistoryQueryOptions = (type: InvoiceListType, conditions: FilterCondition[]) =>
  queryOptions({
    queryKey: [...invoiceTypeQueryKey(type), 'history', serializeFilter(conditions)],
    queryFn: ({ signal }) => getInvoiceHistory(type, conditions, signal),
  });

export function useInvoiceHistory(type: InvoiceListType, conditions: FilterCondition[]) {
  return useQuery(invoiceHistoryQueryOptions(type, conditions));
}

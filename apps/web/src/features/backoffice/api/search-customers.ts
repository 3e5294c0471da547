import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { searchCustomersEndpoint } from '@portal/domain/endpoints/backoffice-customers';
import type { CustomerSearchResult } from '@portal/domain/schemas/backoffice-customers';
import { callStaff } from '../utils/call-staff';
import { backofficeQueryKey } from './backoffice-key';

export const customersQueryKey = [...backofficeQueryKey, 'customers'] as const;

export interface CustomerSearchQuery {
  q: string;
  offset: number;
}

/**
 * GET backoffice/customers (v1): the customers whose tax id, name, e-mail, CUPS, contract or
 * invoice number matches the text, by name.
 */
export function searchCustomers(
  query: CustomerSearchQuery,
  signal?: AbortSignal,
): Promise<CustomerSearchResult> {
  return callStaff(searchCustomersEndpoint, { query, signal });
}

export const customerSearchQueryOptions = (query: CustomerSearchQuery) =>
  queryOptions({
    queryKey: [...customersQueryKey, 'search', query],
    queryFn: ({ signal }) => searchCustomers(query, signal),
    // The results stay while the next page or search loads: the list does not jump.
    placeholderData: keepPreviousData,
  });

export function useCustomerSearch(query: CustomerSearchQuery, enabled: boolean) {
  return useQuery({ ...customerSearchQueryOptions(query), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { customerPageEndpoint } from '@portal/domain/endpoints/backoffice-customers';
import type { CustomerPage } from '@portal/domain/schemas/backoffice-customers';
import { callStaff } from '../utils/call-staff';
import { customersQueryKey } from './search-customers';

/**
 * GET backoffice/customers/{id} (v1): who the customer is and their latest contracts, invoices,
 * cases and leads. The server records each read in the audit trail.
 */
export function getCustomer(id: string, signal?: AbortSignal): Promise<CustomerPage> {
  return callStaff(customerPageEndpoint, { params: { id }, signal });
}

export const customerQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...customersQueryKey, 'page', id],
    queryFn: ({ signal }) => getCustomer(id, signal),
  });

export function useCustomer(id: string, enabled: boolean) {
  return useQuery({ ...customerQueryOptions(id), enabled });
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffContactLeadListEndpoint } from '@portal/domain/endpoints/contact-leads';
import type {
  StaffContactLeadList,
  StaffContactLeadListQuery,
} from '@portal/domain/schemas/contact-leads';
import { callStaff } from '../utils/call-staff';
import { contactLeadsQueryKey } from './queue-keys';

/** GET backoffice/contact-leads (v1): a page of the contact leads, oldest first, with the counts. */
export function getContactLeads(
  query: StaffContactLeadListQuery,
  signal?: AbortSignal,
): Promise<StaffContactLeadList> {
  return callStaff(staffContactLeadListEndpoint, { query, signal });
}

export const contactLeadsQueryOptions = (query: StaffContactLeadListQuery) =>
  queryOptions({
    queryKey: [...contactLeadsQueryKey, 'list', query],
    queryFn: ({ signal }) => getContactLeads(query, signal),
    placeholderData: keepPreviousData,
  });

export function useContactLeads(query: StaffContactLeadListQuery) {
  return useQuery(contactLeadsQueryOptions(query));
}

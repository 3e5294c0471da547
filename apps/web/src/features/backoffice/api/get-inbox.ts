import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffListCasesEndpoint } from '@portal/domain/endpoints/backoffice-cases';
import type { StaffCaseList, StaffCaseListQuery } from '@portal/domain/schemas/backoffice-cases';
import { callStaff } from '../utils/call-staff';
import { inboxQueryKey } from './backoffice-key';

/**
 * GET backoffice/crm/cases (v1): the inbox's page under its filters, oldest first, with the counts
 * per status.
 */
export function getInbox(query: StaffCaseListQuery, signal?: AbortSignal): Promise<StaffCaseList> {
  return callStaff(staffListCasesEndpoint, { query, signal });
}

export const inboxQueryOptions = (query: StaffCaseListQuery) =>
  queryOptions({
    queryKey: [...inboxQueryKey, query],
    queryFn: ({ signal }) => getInbox(query, signal),
    // The list stays while another filter's page loads: the filters do not jump.
    placeholderData: keepPreviousData,
  });

export function useInbox(query: StaffCaseListQuery) {
  return useQuery(inboxQueryOptions(query));
}

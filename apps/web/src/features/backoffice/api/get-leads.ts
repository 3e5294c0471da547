import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffLeadListEndpoint } from '@portal/domain/endpoints/contracting';
import type { StaffLeadList, StaffLeadListQuery } from '@portal/domain/schemas/contracting';
import { callStaff } from '../utils/call-staff';
import { leadsQueryKey } from './queue-keys';

/** GET backoffice/leads (v1): a page of the contracting leads, oldest first, with the counts. */
export function getLeads(query: StaffLeadListQuery, signal?: AbortSignal): Promise<StaffLeadList> {
  return callStaff(staffLeadListEndpoint, { query, signal });
}

export const leadsQueryOptions = (query: StaffLeadListQuery) =>
  queryOptions({
    queryKey: [...leadsQueryKey, 'list', query],
    queryFn: ({ signal }) => getLeads(query, signal),
    placeholderData: keepPreviousData,
  });

export function useLeads(query: StaffLeadListQuery) {
  return useQuery(leadsQueryOptions(query));
}

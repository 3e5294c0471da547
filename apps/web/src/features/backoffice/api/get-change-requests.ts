import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { staffChangeRequestListEndpoint } from '@portal/domain/endpoints/contract-changes';
import type {
  StaffChangeRequestList,
  StaffChangeRequestListQuery,
} from '@portal/domain/schemas/contract-changes';
import { callStaff } from '../utils/call-staff';
import { changeRequestsQueryKey } from './queue-keys';

/** GET backoffice/change_requests (v1): the changes waiting for a signature, oldest first. */
export function getChangeRequests(
  query: StaffChangeRequestListQuery,
  signal?: AbortSignal,
): Promise<StaffChangeRequestList> {
  return callStaff(staffChangeRequestListEndpoint, { query, signal });
}

export const changeRequestsQueryOptions = (query: StaffChangeRequestListQuery) =>
  queryOptions({
    queryKey: [...changeRequestsQueryKey, query],
    queryFn: ({ signal }) => getChangeRequests(query, signal),
    placeholderData: keepPreviousData,
  });

export function useChangeRequests(query: StaffChangeRequestListQuery) {
  return useQuery(changeRequestsQueryOptions(query));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { listStaffEndpoint } from '@portal/domain/endpoints/backoffice-staff';
import { callStaff } from '../utils/call-staff';
import { staffListQueryKey } from './backoffice-key';

/** GET backoffice/staff (v1): every staff account, by e-mail. */
export function getStaffList(signal?: AbortSignal) {
  return callStaff(listStaffEndpoint, { signal });
}

export const staffListQueryOptions = () =>
  queryOptions({ queryKey: staffListQueryKey, queryFn: ({ signal }) => getStaffList(signal) });

export function useStaffList(enabled: boolean) {
  return useQuery({ ...staffListQueryOptions(), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { callStaff } from '../utils/call-staff';
import { updateStaff } from '../utils/staff-session';
import { backofficeQueryKey } from './backoffice-key';
import { staffMeEndpoint } from '@portal/domain/endpoints/backoffice-staff';

/** GET backoffice/me (v1): who the token's staff member is now (a 401 ends the session). */
export async function getMe(signal?: AbortSignal) {
  const staff = await callStaff(staffMeEndpoint, { signal });
  updateStaff(staff);
  return staff;
}

export const meQueryOptions = queryOptions({
  queryKey: [...backofficeQueryKey, 'me'],
  queryFn: ({ signal }) => getMe(signal),
  staleTime: 5 * 60 * 1000,
});

export function useMe(enabled: boolean) {
  return useQuery({ ...meQueryOptions, enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffGetCaseEndpoint } from '@portal/domain/endpoints/backoffice-cases';
import type { StaffCase } from '@portal/domain/schemas/backoffice-cases';
import { callStaff } from '../utils/call-staff';
import { staffCaseQueryKey } from './backoffice-key';

/** GET backoffice/crm/cases/{id} (v1): the case, who sent it, who has it and its conversation. */
export function getStaffCase(id: number, signal?: AbortSignal): Promise<StaffCase> {
  return callStaff(staffGetCaseEndpoint, { params: { id: String(id) }, signal });
}

export const staffCaseQueryOptions = (id: number) =>
  queryOptions({
    queryKey: staffCaseQueryKey(id),
    queryFn: ({ signal }) => getStaffCase(id, signal),
  });

export function useStaffCase(id: number, enabled = true) {
  return useQuery({ ...staffCaseQueryOptions(id), enabled });
}

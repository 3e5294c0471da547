import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffLeadEndpoint } from '@portal/domain/endpoints/contracting';
import type { StaffLeadDetail } from '@portal/domain/schemas/contracting';
import { callStaff } from '../utils/call-staff';
import { leadQueryKey } from './queue-keys';

/** GET backoffice/leads/{id} (v1): a lead with the data the visitor sent and its files. */
export function getLead(id: string, signal?: AbortSignal): Promise<StaffLeadDetail> {
  return callStaff(staffLeadEndpoint, { params: { id }, signal });
}

export const leadQueryOptions = (id: string) =>
  queryOptions({ queryKey: leadQueryKey(id), queryFn: ({ signal }) => getLead(id, signal) });

export function useLead(id: string, enabled: boolean) {
  return useQuery({ ...leadQueryOptions(id), enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { staffContactLeadEndpoint } from '@portal/domain/endpoints/contact-leads';
import type { StaffContactLead } from '@portal/domain/schemas/contact-leads';
import { callStaff } from '../utils/call-staff';
import { contactLeadQueryKey } from './queue-keys';

/** GET backoffice/contact-leads/{id} (v1): who asks to be called, and what the tool computed. */
export function getContactLead(id: string, signal?: AbortSignal): Promise<StaffContactLead> {
  return callStaff(staffContactLeadEndpoint, { params: { id }, signal });
}

export const contactLeadQueryOptions = (id: string) =>
  queryOptions({
    queryKey: contactLeadQueryKey(id),
    queryFn: ({ signal }) => getContactLead(id, signal),
  });

export function useContactLead(id: string, enabled: boolean) {
  return useQuery({ ...contactLeadQueryOptions(id), enabled });
}

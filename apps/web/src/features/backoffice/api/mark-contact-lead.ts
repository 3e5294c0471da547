import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffContactLeadStateEndpoint } from '@portal/domain/endpoints/contact-leads';
import type { ContactLeadMark, StaffContactLead } from '@portal/domain/schemas/contact-leads';
import { callStaff } from '../utils/call-staff';
import { contactLeadQueryKey, contactLeadsQueryKey } from './queue-keys';

/** POST backoffice/contact-leads/{id}/state (v1): staff mark it contacted, signed or discarded. */
export function markContactLead(id: string, state: ContactLeadMark): Promise<StaffContactLead> {
  return callStaff(staffContactLeadStateEndpoint, { params: { id }, body: { state } });
}

/** Marks the contact lead; the lead and the lists are read again, whatever the answer. */
export function useMarkContactLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (state: ContactLeadMark) => markContactLead(id, state),
    onSuccess: (answer) => queryClient.setQueryData(contactLeadQueryKey(id), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: contactLeadsQueryKey }),
  });
}

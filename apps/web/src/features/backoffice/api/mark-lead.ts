import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffLeadStateEndpoint } from '@portal/domain/endpoints/contracting';
import type { StaffLeadDetail, StaffLeadMark } from '@portal/domain/schemas/contracting';
import { callStaff } from '../utils/call-staff';
import { leadQueryKey, leadsQueryKey } from './queue-keys';

/** POST backoffice/leads/{id}/state (v1): staff mark a lead contacted or discarded. */
export function markLead(id: string, state: StaffLeadMark): Promise<StaffLeadDetail> {
  return callStaff(staffLeadStateEndpoint, { params: { id }, body: { state } });
}

/** Marks the lead; the lead and the lists are read again, whatever the answer. */
export function useMarkLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (state: StaffLeadMark) => markLead(id, state),
    onSuccess: (answer) => queryClient.setQueryData(leadQueryKey(id), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsQueryKey }),
  });
}

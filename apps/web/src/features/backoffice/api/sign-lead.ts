import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signLeadEndpoint } from '@portal/domain/endpoints/contracting';
import type { StaffLeadDetail } from '@portal/domain/schemas/contracting';
import { callStaff } from '../utils/call-staff';
import { leadQueryKey, leadsQueryKey } from './queue-keys';

/** POST backoffice/leads/{id}/sign (v1): a confirmed lead signed, its draft contract active. */
export function signLead(id: string): Promise<StaffLeadDetail> {
  return callStaff(signLeadEndpoint, { params: { id } });
}

export function useSignLead(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => signLead(id),
    onSuccess: (answer) => queryClient.setQueryData(leadQueryKey(id), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: leadsQueryKey }),
  });
}

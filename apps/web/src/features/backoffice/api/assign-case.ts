import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffAssignCaseEndpoint } from '@portal/domain/endpoints/backoffice-cases';
import type { StaffCase } from '@portal/domain/schemas/backoffice-cases';
import { callStaff } from '../utils/call-staff';
import { inboxQueryKey, staffCaseQueryKey } from './backoffice-key';

/** POST backoffice/crm/cases/{id}/assign (v1): "assign to me". */
export function assignCaseToMe(id: number): Promise<StaffCase> {
  return callStaff(staffAssignCaseEndpoint, { params: { id: String(id) } });
}

/** Takes a case; the inbox and the case are read again, whatever the answer. */
export function useAssignCaseToMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignCaseToMe,
    onSuccess: (answer) => queryClient.setQueryData(staffCaseQueryKey(answer.id), answer),
    onSettled: (_answer, _error, id) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
        queryClient.invalidateQueries({ queryKey: staffCaseQueryKey(id) }),
      ]),
  });
}

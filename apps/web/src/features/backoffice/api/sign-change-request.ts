import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signChangeRequestEndpoint } from '@portal/domain/endpoints/contract-changes';
import { callStaff } from '../utils/call-staff';
import { changeRequestsQueryKey } from './queue-keys';

/** POST backoffice/change_requests/{id}/sign (v1): the change signed and applied. */
export function signChangeRequest(id: number) {
  return callStaff(signChangeRequestEndpoint, { params: { id: String(id) } });
}

/** Signs a change; the queue is read again, whatever the answer. */
export function useSignChangeRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signChangeRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: changeRequestsQueryKey }),
  });
}

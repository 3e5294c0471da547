import { useMutation, useQueryClient } from '@tanstack/react-query';
import { staffCaseStatusEndpoint } from '@portal/domain/endpoints/backoffice-cases';
import type { CaseStatus } from '@portal/domain/schemas/cases';
import type { StaffCase } from '@portal/domain/schemas/backoffice-cases';
import { callStaff } from '../utils/call-staff';
import { inboxQueryKey, staffCaseQueryKey } from './backoffice-key';

/** PUT backoffice/crm/cases/{id}/status (v1): a new status without a message; e-mailed. */
export function changeCaseStatus(id: number, status: CaseStatus): Promise<StaffCase> {
  return callStaff(staffCaseStatusEndpoint, { params: { id: String(id) }, body: { status } });
}

export function useChangeCaseStatus(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: CaseStatus) => changeCaseStatus(id, status),
    onSuccess: (answer) => queryClient.setQueryData(staffCaseQueryKey(id), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: inboxQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createStaffEndpoint } from '@portal/domain/endpoints/backoffice-staff';
import type { newStaffBodySchema } from '@portal/domain/schemas/staff';
import type * as z from 'zod/mini';
import { callStaff } from '../utils/call-staff';
import { staffListQueryKey } from './backoffice-key';

export type NewStaffBody = z.input<typeof newStaffBodySchema>;

/** POST backoffice/staff (v1): a new staff account and the single-use link that sets its password. */
export function createStaff(body: NewStaffBody) {
  return callStaff(createStaffEndpoint, { body });
}

export function useCreateStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStaff,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffListQueryKey }),
  });
}

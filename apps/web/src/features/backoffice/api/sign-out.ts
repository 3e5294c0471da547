import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callStaff } from '../utils/call-staff';
import { clearStaffSession } from '../utils/staff-session';
import { backofficeQueryKey } from './backoffice-key';
import { staffLogoutEndpoint } from '@portal/domain/endpoints/backoffice-staff';

/**
 * POST backoffice/logout (v1): ends the session on the server; the browser forgets it whatever
 * the server answers (a session the server no longer knows is over anyway).
 */
export async function signOutStaff(): Promise<void> {
  try {
    await callStaff(staffLogoutEndpoint, {});
  } finally {
    clearStaffSession();
  }
}

export function useStaffSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutStaff,
    onSettled: () => queryClient.removeQueries({ queryKey: backofficeQueryKey }),
  });
}

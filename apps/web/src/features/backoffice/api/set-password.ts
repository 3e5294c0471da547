import { useMutation } from '@tanstack/react-query';
import { staffPasswordEndpoint } from '@portal/domain/endpoints/backoffice-staff';
import { callStaff } from '../utils/call-staff';

/** POST backoffice/password (v1, public): a new staff member's password, through their link. */
export function useSetStaffPassword() {
  return useMutation({
    mutationFn: (body: { token: string; password: string }) =>
      callStaff(staffPasswordEndpoint, { body }),
  });
}

import { useMutation } from '@tanstack/react-query';
import { callStaff } from '../utils/call-staff';
import { setStaffSession } from '../utils/staff-session';
import { staffLoginEndpoint } from '@portal/domain/endpoints/backoffice-staff';
import type { StaffLoginBody } from './staff-endpoints';

/** POST backoffice/login (v1, public): e-mail, password and, when asked for, the one-time code. */
export async function signInStaff(body: StaffLoginBody) {
  const answer = await callStaff(staffLoginEndpoint, { body });
  setStaffSession({ token: answer.token, staff: answer.staff });
  return answer.staff;
}

export function useStaffSignIn() {
  return useMutation({ mutationFn: signInStaff });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changePasswordEndpoint } from '@portal/domain/endpoints/auth';
import type { ChangePasswordBody } from '@portal/domain/schemas/auth';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';
import { setSessionToken } from '@/lib/session';

/**
 * PUT /user/password (spec 1 point 7). 403 wrong_password when the current one is not right;
 * readonly_token and impersonation_forbidden for tokens that may not change it.
 */
export function changePassword(body: ChangePasswordBody): Promise<{ token: string }> {
  return callEndpoint(changePasswordEndpoint, { body });
}

/**
 * The change revokes every session, this one included: the answer's token replaces it. The
 * customer's data is asked for again, as what a session that had to change its password first was
 * refused is now open to it.
 */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => {
      setSessionToken(token);
      void queryClient.invalidateQueries({ queryKey: userScope });
    },
  });
}

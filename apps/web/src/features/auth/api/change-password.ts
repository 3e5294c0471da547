import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@portal/domain/schemas/auth';
import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { setSessionToken } from '@/lib/session';

const changedSchema = z.object({ status: z.literal('ok'), token: z.string() });

/**
 * PUT /user/password (spec 1 point 7). 403 wrong_password when the current one is not right;
 * readonly_token and impersonation_forbidden for tokens that may not change it.
 */
export function changePassword(body: ChangePasswordBody): Promise<{ token: string }> {
  return apiRequest({
    path: '/user/password',
    method: 'PUT',
    body,
    parse: (data) => changedSchema.parse(data),
  });
}

/** The change revokes every session, this one included: the answer's token replaces it. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ token }) => setSessionToken(token),
  });
}

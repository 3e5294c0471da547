import { queryOptions, useQuery } from '@tanstack/react-query';
import { checkResetTokenEndpoint } from '@portal/domain/endpoints/auth';
import { callEndpoint } from '@/lib/api-client';

/**
 * GET /user/reset/{token}: 200 while the link is usable (saying whether it activates an account
 * without a password), 400 reset_token_invalid otherwise.
 */
export function checkResetToken(token: string, signal?: AbortSignal) {
  return callEndpoint(checkResetTokenEndpoint, { params: { token }, signal });
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['passwordReset', token],
    queryFn: ({ signal }) => checkResetToken(token, signal),
    // Checked once per visit: the answer changes only when the link is used, here.
    staleTime: Infinity,
  });

export function useResetToken(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}

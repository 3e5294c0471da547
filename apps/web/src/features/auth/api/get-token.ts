import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getTokenEndpoint } from '@portal/domain/endpoints/auth';
import type { LoginBody, TokenResponse } from '@portal/domain/schemas/auth';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';
import { setSessionToken } from '@/lib/session';

/** POST /get_token (spec 1 point 7): credentials for a token. */
export function getToken(body: LoginBody): Promise<TokenResponse> {
  return callEndpoint(getTokenEndpoint, { body });
}

/**
 * Signs in: stores the token, and whether the password must change before anything else, and drops
 * any data of a previous customer.
 */
export function useGetToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getToken,
    onSuccess: ({ token, change_password }) => {
      queryClient.removeQueries({ queryKey: userScope });
      setSessionToken(token, change_password === true);
    },
  });
}

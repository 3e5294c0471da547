import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registerUserEndpoint } from '@portal/domain/endpoints/auth';
import type { RegisterBody, TokenResponse } from '@portal/domain/schemas/auth';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';
import { setSessionToken } from '@/lib/session';

/** POST /user/ (spec 1 point 7): creates the account and answers 201 with a token; 409 when it exists. */
export function registerUser(body: RegisterBody): Promise<TokenResponse> {
  return callEndpoint(registerUserEndpoint, { body });
}

/** Registers and signs in: stores the token and drops any data of a previous customer. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerUser,
    onSuccess: ({ token }) => {
      queryClient.removeQueries({ queryKey: userScope });
      setSessionToken(token);
    },
  });
}

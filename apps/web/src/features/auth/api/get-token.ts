import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  tokenResponseSchema,
  type LoginBody,
  type TokenResponse,
} from '@portal/domain/schemas/auth';
import { apiRequest } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';
import { setSessionToken } from '@/lib/session';

/** POST /get_token (spec 1 point 7): credentials for a token. */
export function getToken(body: LoginBody): Promise<TokenResponse> {
  return apiRequest({
    path: '/get_token',
    method: 'POST',
    body,
    auth: false,
    parse: (data) => tokenResponseSchema.parse(data),
  });
}

/** Signs in: stores the token and drops any data of a previous customer. */
export function useGetToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: getToken,
    onSuccess: ({ token }) => {
      queryClient.removeQueries({ queryKey: userScope });
      setSessionToken(token);
    },
  });
}

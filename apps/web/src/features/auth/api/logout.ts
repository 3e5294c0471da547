import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';
import { clearSession } from '@/lib/session';

/** POST /logout: ends the session on the server. */
export async function logout(): Promise<void> {
  await apiRequest({ path: '/logout', method: 'POST' });
}

/** Signs out; the token is dropped here even when the server cannot be reached. */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      clearSession();
      queryClient.removeQueries({ queryKey: userScope });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { logoutEndpoint } from '@portal/domain/endpoints/auth-session';
import { callEndpoint, isApiError } from '@/lib/api-client';
import { browser } from '@/lib/browser';
import { userScope } from '@/lib/query-client';
import { clearSession, getOpenidToken, getSession } from '@/lib/session';

/** POST /logout: ends the session on the server. */
export async function logout(): Promise<void> {
  await callEndpoint(logoutEndpoint, {});
}

/** Where to end the provider's session after an OpenID sign-in (spec 1 point 4); null otherwise. */
async function providerLogoutUrl(): Promise<string | null> {
  const idToken = getOpenidToken();
  if (!idToken) return null;
  try {
    // The OpenID helpers load only for sessions that came from a provider (rare): not in the shell.
    const [{ endSessionUrl }, { getOpenidConfig }] = await Promise.all([
      import('@/lib/oidc'),
      import('./openid'),
    ]);
    return endSessionUrl(await getOpenidConfig(), idToken);
  } catch {
    return null;
  }
}

/** The server no longer knows the session (expired or revoked): there is nothing left to end. */
const sessionAlreadyEnded = (error: unknown) => isApiError(error) && error.status === 401;

/**
 * Signs out: the server session ends (not for a token that has already expired), then the token is
 * dropped, and after an OpenID sign-in the provider's session ends too (the browser leaves for its
 * logout page, which comes back to the portal). When the server cannot end the session (unreachable,
 * failing) the customer stays signed in and the mutation fails ("Logout not possible", spec 1
 * point 8): dropping only the local token would leave a live session behind on a shared computer.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<{ providerLogoutUrl: string | null }> => {
      const url = await providerLogoutUrl();
      if (getSession().token && !getSession().expired) {
        await logout().catch((error: unknown) => {
          if (!sessionAlreadyEnded(error)) throw error;
        });
      }
      return { providerLogoutUrl: url };
    },
    onSuccess: (result) => {
      clearSession();
      queryClient.removeQueries({ queryKey: userScope });
      if (result.providerLogoutUrl) browser.assign(result.providerLogoutUrl);
    },
  });
}

import { refreshTokenEndpoint } from '@portal/domain/endpoints/auth-session';
import { callEndpoint, isApiError } from '@/lib/api-client';
import { clearSession, getSession, getSessionToken, setSessionToken } from '@/lib/session';

/** POST /token/refresh: a fresh token for the session of the current one. */
export async function refreshToken(): Promise<string> {
  const { token } = await callEndpoint(refreshTokenEndpoint, {});
  return token;
}

/**
 * Refresh (spec 1 point 4): on start, the token of the cookie is re-validated and replaced by a fresh
 * one. An expired token opens the session-expired dialog (the API client does that on 401
 * token_expired); any other 401 (a revoked session) ends the session.
 */
export async function refreshSessionOnStart(): Promise<void> {
  const token = getSessionToken();
  if (!token) return;
  try {
    const fresh = await refreshToken();
    // Another sign-in may have happened meanwhile; it wins. The session stays what it was.
    if (getSessionToken() === token) setSessionToken(fresh, getSession().passwordChangeRequired);
  } catch (error) {
    if (
      isApiError(error) &&
      error.status === 401 &&
      error.code !== 'token_expired' &&
      getSessionToken() === token
    ) {
      clearSession();
    }
  }
}

import * as z from 'zod/mini';
import { apiRequest, isApiError } from '@/lib/api-client';
import { clearSession, getSessionToken, setSessionToken } from '@/lib/session';

const refreshedSchema = z.object({ token: z.string() });

/** POST /token/refresh: a fresh token for the session of the current one. */
export function refreshToken(): Promise<string> {
  return apiRequest({
    path: '/token/refresh',
    method: 'POST',
    parse: (data) => refreshedSchema.parse(data).token,
  });
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
    // Another sign-in may have happened meanwhile; it wins.
    if (getSessionToken() === token) setSessionToken(fresh);
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

import { useQueryClient } from '@tanstack/react-query';
import type { TokenResponse } from '@portal/domain/schemas/auth';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isApiError } from '@/lib/api-client';
import { showErrorPage } from '@/lib/app-error';
import { errorTextKey } from '@/lib/errors';
import { useLang } from '@/lib/i18n';
import { userScope } from '@/lib/query-client';
import { setSessionToken } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { clientIdLogin } from '../api/client-id-login';
import { isTokenValid } from '../api/is-token-valid';
import { clientIdLandingPath } from '../utils/post-login';
import { SignInProgress } from './sign-in-progress';

/** The query parameters of the sign-ins that arrive in the URL (spec 1 point 4). */
export const urlSignInParams = {
  token: 'token',
  clientId: 'client_id',
  secret: 'secret',
} as const;

/** The search string without the given parameters (`?a=1` or empty). */
export function searchWithout(search: string, names: readonly string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/**
 * One call per URL, whatever the renders: React's strict mode runs effects twice, and the second run
 * must wait for the first call rather than make another.
 */
const pending = new Map<string, Promise<unknown>>();
function once<T>(key: string, call: () => Promise<T>): Promise<T> {
  let promise = pending.get(key) as Promise<T> | undefined;
  if (!promise) {
    promise = call();
    pending.set(key, promise);
    const forget = () => pending.delete(key);
    promise.then(forget, forget);
  }
  return promise;
}

/**
 * Token in the URL (spec 1 point 4): `?token=…` on any route is validated; a valid one becomes the
 * session and leaves the URL, which keeps its path. 419 says the session has expired, 401 that the
 * token is not valid.
 */
export function UrlTokenSignIn({ token }: { token: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    let active = true;
    const target = { pathname, search: searchWithout(search, [urlSignInParams.token]), hash };
    once(`token:${token}`, () => isTokenValid(token)).then(
      () => {
        if (!active) return;
        queryClient.removeQueries({ queryKey: userScope });
        setSessionToken(token);
        void navigate(target, { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        if (isApiError(error) && (error.status === 419 || error.status === 401)) {
          const code = error.status === 419 ? 'token_expired' : 'token_invalid';
          showErrorPage({ status: 401, message: t(errorTextKey(code)), path: pathname });
          void navigate(target, { replace: true });
          return;
        }
        // The session error page ("Cannot validate, try again later", spec 1 point 8): the server
        // could not answer, so the token stays in the URL and refreshing tries again.
        showErrorPage({ status: 500, message: t('errors:cannot_validate'), path: pathname });
      },
    );
    return () => {
      active = false;
    };
  }, [token, pathname, search, hash, navigate, queryClient, t]);

  return <SignInProgress label={t('auth:urlSignIn.checking')} />;
}

/**
 * Client id and secret (spec 1 point 4): `?client_id=…&secret=…` signs in and goes to electricity
 * contracting (the welcome page while there is none); 403 invalid_client shows "ClientID data is
 * not valid".
 */
export function ClientIdSignIn({ clientId, secret }: { clientId: string; secret: string }) {
  const { t } = useTranslation(['auth', 'errors']);
  const settings = useSettings();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const lang = useLang();

  useEffect(() => {
    let active = true;
    const rest = searchWithout(search, [urlSignInParams.clientId, urlSignInParams.secret]);
    once(`client:${clientId}:${secret}`, () => clientIdLogin({ client_id: clientId, secret })).then(
      ({ token }: TokenResponse) => {
        if (!active) return;
        queryClient.removeQueries({ queryKey: userScope });
        setSessionToken(token);
        void navigate(`${clientIdLandingPath(settings, lang)}${rest}`, { replace: true });
      },
      (error: unknown) => {
        if (!active) return;
        const forbidden = isApiError(error) && error.status === 403;
        const code = isApiError(error) ? error.code : 'unknown_error';
        showErrorPage({
          status: forbidden ? 403 : 500,
          message: t(errorTextKey(forbidden ? 'invalid_client' : code)),
          path: pathname,
        });
        // The secret leaves the address bar (and the history) whatever the answer.
        void navigate({ pathname, search: rest, hash }, { replace: true });
      },
    );
    return () => {
      active = false;
    };
  }, [clientId, secret, pathname, search, hash, navigate, queryClient, lang, settings, t]);

  return <SignInProgress label={t('auth:urlSignIn.checking')} />;
}

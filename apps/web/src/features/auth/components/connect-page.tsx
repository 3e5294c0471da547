import { useQueryClient } from '@tanstack/react-query';
import type { OpenidTokenResponse } from '@portal/domain/schemas/auth';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pathFor } from '@/lib/paths';
import { isApiError } from '@/lib/api-client';
import { showErrorPage } from '@/lib/app-error';
import { errorTextKey } from '@/lib/errors';
import { useLang } from '@/lib/i18n';
import { userScope } from '@/lib/query-client';
import { setOpenidToken, setSessionToken } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { openidLogin } from '../api/openid';
import { takeStoredOidcValues, verifyState } from '@/lib/oidc';
import { postLoginPath } from '../utils/post-login';
import { SignInProgress } from './sign-in-progress';

type ConnectOutcome =
  | { ok: true; response: OpenidTokenResponse; returnTo: string | null }
  | {
      ok: false;
      status: 403 | 500;
      reason: 'invalidState' | 'nonceMissing' | { code: string };
    };

/**
 * The return from the provider (spec 1 point 4): the state's signature first ("Invalid state"), then
 * the stored nonce ("Nonce not present"), then the code exchange. The stored values are used up here.
 */
async function completeSignIn(search: string): Promise<ConnectOutcome> {
  const params = new URLSearchParams(search);
  const stored = takeStoredOidcValues();
  const state = params.get('state');
  const verified = state && stored.stateKey ? await verifyState(state, stored.stateKey) : null;
  if (!verified) return { ok: false, status: 403, reason: 'invalidState' };
  if (!stored.nonce) return { ok: false, status: 403, reason: 'nonceMissing' };
  const code = params.get('code');
  // The provider refused (error=access_denied…): the same failure as a refused code.
  if (!code) return { ok: false, status: 403, reason: { code: 'openid_invalid' } };
  try {
    const response = await openidLogin({
      code,
      nonce: stored.nonce,
      ...(stored.codeVerifier ? { code_verifier: stored.codeVerifier } : {}),
    });
    return { ok: true, response, returnTo: verified.returnTo };
  } catch (error) {
    if (isApiError(error) && error.status === 403) {
      return { ok: false, status: 403, reason: { code: 'openid_invalid' } };
    }
    return {
      ok: false,
      status: 500,
      reason: { code: isApiError(error) ? error.code : 'unknown_error' },
    };
  }
}

// One exchange per return: a code is good once, and strict mode runs effects twice.
const outcomes = new Map<string, Promise<ConnectOutcome>>();

/** /connect (public): a loading view while the OpenID sign-in completes. */
export function ConnectPage() {
  const { t } = useTranslation(['auth', 'errors']);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const settings = useSettings();
  const lang = useLang();

  useEffect(() => {
    let active = true;
    let outcome = outcomes.get(search);
    if (!outcome) {
      outcome = completeSignIn(search);
      outcomes.set(search, outcome);
    }
    void outcome.then((result) => {
      if (!active) return;
      outcomes.delete(search);
      if (result.ok) {
        queryClient.removeQueries({ queryKey: userScope });
        setSessionToken(result.response.token);
        setOpenidToken(result.response.openid_token);
        const target = postLoginPath(settings, lang, {
          newCustomer: result.response.new_customer,
          returnTo: result.returnTo,
        });
        void navigate(target, { replace: true });
        return;
      }
      const { reason } = result;
      let message: string;
      if (reason === 'invalidState') message = t('errors:openid.invalidState');
      else if (reason === 'nonceMissing') message = t('errors:openid.nonceMissing');
      else message = t(errorTextKey(reason.code));
      showErrorPage({
        status: result.status,
        message,
        path: pathname,
        continueTo: pathFor('login', lang),
      });
      // The used code and state leave the address bar.
      void navigate(pathname, { replace: true });
    });
    return () => {
      active = false;
    };
  }, [search, pathname, navigate, queryClient, settings, lang, t]);

  return <SignInProgress label={t('auth:openid.completing')} />;
}

import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setSessionExpiredHandler } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { clearSession } from '@/lib/session';
import type { LoginRedirectState } from '../route-element';
import { matchRoute, pathFor } from '../routes';

/**
 * A 401 token_expired clears the session and goes to login, which says why and brings the customer
 * back afterwards (spec 1 point 4). The full session-expired dialog replaces this later.
 */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  }, [location]);

  useEffect(() => {
    setSessionExpiredHandler(() => {
      const { pathname, search, hash } = current.current;
      clearSession('token_expired');
      if (matchRoute(pathname)?.route.id === 'login') return;
      const state: LoginRedirectState = { from: `${pathname}${search}${hash}` };
      void navigate(pathFor('login', currentLanguage()), { replace: true, state });
    });
    return () => setSessionExpiredHandler(() => clearSession('token_expired'));
  }, [navigate]);
}

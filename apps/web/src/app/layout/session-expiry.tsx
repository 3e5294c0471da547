import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setUnauthorizedLogoutHandler } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { userScope } from '@/lib/query-client';
import { clearSession } from '@/lib/session';
import type { LoginRedirectState } from '../route-element';
import { matchRoute, pathFor } from '../routes';

/**
 * A 401 on a call that logs out (multipoint, spec 1 point 4) clears the session and goes to login,
 * which brings the customer back afterwards. An expired token elsewhere opens the session-expired
 * dialog instead (app/session-watch.tsx).
 */
export function useSessionExpiryRedirect(): void {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const current = useRef(location);
  useEffect(() => {
    current.current = location;
  }, [location]);

  useEffect(() => {
    setUnauthorizedLogoutHandler(() => {
      const { pathname, search, hash } = current.current;
      clearSession();
      queryClient.removeQueries({ queryKey: userScope });
      if (matchRoute(pathname)?.route.id === 'login') return;
      const state: LoginRedirectState = { from: `${pathname}${search}${hash}` };
      void navigate(pathFor('login', currentLanguage()), { replace: true, state });
    });
    return () => setUnauthorizedLogoutHandler(() => clearSession());
  }, [navigate, queryClient]);
}

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { setPasswordChangeRequiredHandler, setUnauthorizedLogoutHandler } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { userScope } from '@/lib/query-client';
import { clearSession } from '@/lib/session';
import { matchRoute, pathFor, type LoginRedirectState } from '@/lib/paths';

/**
 * A 403 password_change_required goes to the password change. A 401 on a call that logs out (multipoint, spec 1 point 4) clears the session and goes to login,
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
    // An account that must change its password is sent to do so from wherever a call found out.
    setPasswordChangeRequiredHandler(() => {
      if (matchRoute(current.current.pathname)?.route.id === 'changePassword') return;
      void navigate(pathFor('changePassword', currentLanguage()), { replace: true });
    });
    return () => {
      setUnauthorizedLogoutHandler(() => clearSession());
      setPasswordChangeRequiredHandler(() => {});
    };
  }, [navigate, queryClient]);
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { pathFor, type LoginRedirectState } from '@/lib/paths';
import { useLang } from '@/lib/i18n';
import { userScope } from '@/lib/query-client';
import { syncSessionFromCookie, useSession } from '@/lib/session';
import { useLogout } from '../api/logout';

/** How often the cookie is looked at while the dialog is open (another tab may sign in). */
const COOKIE_POLL_MS = 1000;

/**
 * Session-expired dialog (spec 1 point 4): opens on a 401 token_expired; its single button logs out
 * (to the login page, which brings the customer back here); it closes by itself when a token cookie
 * is present again.
 */
export function SessionExpiredDialog() {
  const { t } = useTranslation('errors');
  const { expired, token } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const location = useLocation();
  const lang = useLang();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!expired) return;
    const timer = window.setInterval(syncSessionFromCookie, COOKIE_POLL_MS);
    window.addEventListener('focus', syncSessionFromCookie);
    document.addEventListener('visibilitychange', syncSessionFromCookie);
    return () => {
      window.clearInterval(timer);
      window.removeEventListener('focus', syncSessionFromCookie);
      document.removeEventListener('visibilitychange', syncSessionFromCookie);
    };
  }, [expired]);

  // Closed by a new sign-in (maybe of another customer): what failed is fetched again with it.
  const wasExpired = useRef(expired);
  useEffect(() => {
    if (wasExpired.current && !expired && token) {
      void queryClient.resetQueries({ queryKey: userScope });
    }
    wasExpired.current = expired;
  }, [expired, token, queryClient]);

  function signOut() {
    const state: LoginRedirectState = {
      from: `${location.pathname}${location.search}${location.hash}`,
    };
    logout.mutate(undefined, {
      onSuccess: (result) => {
        if (!result.providerLogoutUrl) {
          void navigate(pathFor('login', lang), { replace: true, state });
        }
      },
    });
  }

  return (
    <Dialog
      open={expired}
      aria-labelledby="session-expired-title"
      aria-describedby="session-expired-text"
    >
      <DialogTitle id="session-expired-title">{t('sessionExpired.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="session-expired-text">
          {t('sessionExpired.message')}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={signOut} loading={logout.isPending}>
          {t('sessionExpired.signIn')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TokenResponse } from '@portal/domain/schemas/auth';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { pathFor, type LoginRedirectState } from '@/lib/paths';
import { PageHeading } from '@/components/layout/page-heading';
import { errorTextKey } from '@/lib/errors';
import { useLang } from '@/lib/i18n';
import { clearSessionNotice, getSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { postLoginPath, safeReturnPath } from '../utils/post-login';
import { AdBlockerWarning } from './ad-blocker-warning';
import { LoginForm } from './login-form';
import { OccasionalAlert } from '@/components/ui/occasional-alert';
import { loadOnIntent } from '@/lib/load-on-intent';

const loadHelpPanel = () => import('@/components/help/help-panel');
const HelpPanel = lazy(() => loadHelpPanel().then((m) => ({ default: m.HelpPanel })));
// OpenID Connect is off for most retailers: its code loads only where it is on.
const loadOpenid = () => import('./openid-sign-in');
const OpenidSignInButton = lazy(() =>
  loadOpenid().then((m) => ({ default: m.OpenidSignInButton })),
);
const OpenidRedirect = lazy(() => loadOpenid().then((m) => ({ default: m.OpenidRedirect })));

/** Spec 1 point 2, "Login screen". */
export function LoginPage() {
  const { t } = useTranslation(['auth', 'common', 'errors']);
  const lang = useLang();
  const settings = useSettings();
  const location = useLocation();
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and return focus.
  const [helpUsed, setHelpUsed] = useState(false);
  // Why the last session ended, kept for this visit of the page.
  const [notice] = useState(() => getSession().notice);
  useEffect(clearSessionNotice, []);

  // The page that asked for sign-in (set by the private guard), in the current language.
  const returnTo =
    safeReturnPath((location.state as LoginRedirectState | null)?.from, lang) ?? null;

  function onSignedIn(response: TokenResponse) {
    const target = response.change_password
      ? pathFor('changePassword', lang)
      : postLoginPath(settings, lang, {
          newCustomer: response.new_customer,
          returnTo,
          search: location.search,
        });
    void navigate(target, { replace: true });
  }

  // OpenID Connect as the only way in (spec 1 point 2): the loading view, then the provider.
  if (settings.features.oidc && !settings.login.allowDefaultLogin) {
    return (
      <Suspense fallback={null}>
        <OpenidRedirect returnTo={returnTo} />
      </Suspense>
    );
  }

  return (
    <Paper variant="outlined" sx={{ maxWidth: 460, mx: 'auto', p: { xs: 2.5, sm: 4 } }}>
      <PageHeading>{t('auth:login.title')}</PageHeading>
      <AdBlockerWarning />
      {notice && (
        <OccasionalAlert severity="warning" sx={{ mb: 2 }}>
          {t(errorTextKey(notice))}
        </OccasionalAlert>
      )}
      <LoginForm onSignedIn={onSignedIn} />
      {settings.features.oidc && (
        <Suspense fallback={null}>
          <OpenidSignInButton returnTo={returnTo} />
        </Suspense>
      )}
      <Box
        sx={{
          mt: 2,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
        }}
      >
        <Link component={RouterLink} to={pathFor('resetPassword', lang)}>
          {t('auth:login.forgotPassword')}
        </Link>
        {settings.helpDialog.enabled && (
          <Button
            variant="text"
            {...loadOnIntent(loadHelpPanel)}
            onClick={() => {
              setHelpUsed(true);
              setHelpOpen(true);
            }}
          >
            {t('auth:login.help')}
          </Button>
        )}
      </Box>
      <Typography sx={{ mt: 3 }}>
        {t('auth:login.noAccount')}{' '}
        <Link component={RouterLink} to={pathFor('register', lang)}>
          {t('auth:login.register')}
        </Link>
      </Typography>
      {helpUsed && (
        <Suspense fallback={null}>
          <HelpPanel open={helpOpen} onClose={() => setHelpOpen(false)} />
        </Suspense>
      )}
    </Paper>
  );
}

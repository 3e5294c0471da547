import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useLogout } from '@/features/auth/api/logout';
import { useLang } from '@/lib/i18n';
import { useSignedIn } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { pathFor } from '@/lib/paths';
import { HorizontalNav } from './horizontal-nav';
import { LanguageMenu } from './language-menu';
import type { NavEntry } from './navigation';
import { OccasionalAlert } from '@/components/ui/occasional-alert';
import { loadOnIntent } from '@/lib/load-on-intent';

const loadDrawer = () => import('./nav-drawer');
const NavDrawer = lazy(() => loadDrawer().then((m) => ({ default: m.NavDrawer })));

/**
 * The header: the organisation, the navigation and the session. On wide screens the horizontal
 * variant lays the entries out here; everywhere else a menu button opens the side drawer.
 */
export function Header({
  entries,
  desktop,
  onAccountIntent,
}: {
  entries: readonly NavEntry[];
  /** At or above the `md` breakpoint (spec 1 point 9). */
  desktop: boolean;
  onAccountIntent: () => void;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const lang = useLang();
  const signedIn = useSignedIn();
  const navigate = useNavigate();
  const logout = useLogout();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Mounted from the first opening on, so closing can animate and give focus back.
  const [drawerUsed, setDrawerUsed] = useState(false);
  const drawerId = useId();
  const variant = settings.header.variant;
  const horizontal = desktop && variant === 'horizontal';
  const title = settings.organization.name || t('appName');

  function signOut() {
    setDrawerOpen(false);
    logout.mutate(undefined, {
      onSuccess: () => void navigate(pathFor('login', lang), { replace: true }),
    });
  }

  function openDrawer() {
    onAccountIntent();
    setDrawerUsed(true);
    setDrawerOpen(true);
  }

  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ columnGap: 1, py: 0.5, px: { xs: 1, sm: 2 } }}>
        {!desktop && (
          <IconButton
            color="inherit"
            aria-label={t('nav.open')}
            aria-haspopup="dialog"
            aria-expanded={drawerOpen ? 'true' : 'false'}
            aria-controls={drawerOpen ? drawerId : undefined}
            {...loadOnIntent(loadDrawer)}
            onClick={openDrawer}
          >
            <MenuIcon />
          </IconButton>
        )}
        <Link
          component={RouterLink}
          to={pathFor('home', lang)}
          color="inherit"
          underline="hover"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '1.1rem', sm: '1.25rem' },
            mr: 'auto',
            minWidth: 0,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {title}
        </Link>
        <LanguageMenu compact={!desktop} />
        {signedIn && desktop && (
          <Button color="inherit" variant="outlined" onClick={signOut} loading={logout.isPending}>
            {t('session.signOut')}
          </Button>
        )}
      </Toolbar>
      {logout.isError && (
        <OccasionalAlert
          severity="error"
          onClose={() => logout.reset()}
          closeText={t('session.dismissLogoutFailed')}
          sx={{ borderRadius: 0 }}
        >
          {t('session.logoutFailed')}
        </OccasionalAlert>
      )}
      {horizontal && (
        <Box
          component="nav"
          aria-label={t('nav.label')}
          sx={{ px: 2, pb: 1, borderTop: 1, borderColor: 'rgba(255, 255, 255, 0.24)', pt: 0.5 }}
        >
          <HorizontalNav entries={entries} onAccountIntent={onAccountIntent} />
        </Box>
      )}
      {drawerUsed && !desktop && (
        <Suspense fallback={null}>
          <NavDrawer
            id={drawerId}
            open={drawerOpen}
            onClose={() => setDrawerOpen(false)}
            entries={entries}
            grouped={variant !== 'drawer'}
            title={title}
            onSignOut={signedIn ? signOut : undefined}
            signingOut={logout.isPending}
          />
        </Suspense>
      )}
    </AppBar>
  );
}

import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import { useTranslation } from 'react-i18next';
import { NavLink, Link as RouterLink, useNavigate } from 'react-router';
// app/ is where features are composed; the root lint pattern also matches app/ (see report).
// eslint-disable-next-line no-restricted-imports
import { useLogout } from '@/features/auth/api/logout';
import { useLang } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { pathFor, type RouteId } from '../routes';
import { LanguageMenu } from './language-menu';

const signedInItems = ['invoices', 'contracts', 'profile'] as const satisfies readonly RouteId[];

export function Header() {
  const { t } = useTranslation();
  const settings = useSettings();
  const lang = useLang();
  const { token } = useSession();
  const navigate = useNavigate();
  const logout = useLogout();

  const items = token
    ? signedInItems.map((id) => ({ id, label: t(`routes.${id}`) }))
    : [{ id: 'login' as const, label: t('session.signIn') }];

  function signOut() {
    logout.mutate(undefined, {
      onSettled: () => void navigate(pathFor('login', lang), { replace: true }),
    });
  }

  return (
    <AppBar position="static" component="header">
      <Toolbar sx={{ flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, py: 1 }}>
        <Link
          component={RouterLink}
          to={pathFor('home', lang)}
          color="inherit"
          underline="hover"
          sx={{ fontWeight: 700, fontSize: '1.25rem', mr: 'auto' }}
        >
          {settings.organization.name || t('appName')}
        </Link>
        <Box component="nav" aria-label={t('nav.label')}>
          <Box
            component="ul"
            sx={{ display: 'flex', flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0, gap: 0.5 }}
          >
            {items.map((item) => (
              <li key={item.id}>
                <Button
                  component={NavLink}
                  to={pathFor(item.id, lang)}
                  color="inherit"
                  sx={{
                    '&[aria-current="page"]': {
                      textDecoration: 'underline',
                      textUnderlineOffset: 6,
                    },
                  }}
                >
                  {item.label}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
        <LanguageMenu />
        {token && (
          <Button color="inherit" variant="outlined" onClick={signOut} loading={logout.isPending}>
            {t('session.signOut')}
          </Button>
        )}
      </Toolbar>
    </AppBar>
  );
}

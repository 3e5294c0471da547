import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { useLang } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { pathFor, type RouteId } from '../routes';

/**
 * Home (spec 1 point 2, "Home"): the tab-group home for `tabs`; the other home types go to invoices.
 * The tiles of each action column come with their features.
 */
export function HomePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const settings = useSettings();
  const { token } = useSession();

  if (settings.home.type !== 'tabs') return <Navigate to={pathFor('invoices', lang)} replace />;

  const actions: { id: RouteId; label: string }[] = token
    ? [
        { id: 'contracts', label: t('home.actions.contracts') },
        { id: 'invoices', label: t('home.actions.invoices') },
        { id: 'profile', label: t('home.actions.profile') },
      ]
    : [
        { id: 'login', label: t('session.signIn') },
        { id: 'register', label: t('home.actions.register') },
      ];

  return (
    <>
      <PageHeading>{t('home.title')}</PageHeading>
      <Typography sx={{ mb: 3 }}>{t('home.intro')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {actions.map((action, index) => (
          <Button
            key={action.id}
            component={RouterLink}
            to={pathFor(action.id, lang)}
            variant={index === 0 ? 'contained' : 'outlined'}
            size="large"
          >
            {action.label}
          </Button>
        ))}
      </Stack>
    </>
  );
}

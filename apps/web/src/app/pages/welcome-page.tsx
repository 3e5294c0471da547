import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeading } from '@/components/layout/page-heading';
import { useLang } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { getRoute, isRouteEnabled, pathFor } from '../routes';
import { enabledContractingRoutes } from '../shell-actions';

/** Welcome view (spec 1 point 2, "Other shell screens"): a greeting and the ways in. */
export function WelcomePage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const lang = useLang();
  const { token } = useSession();
  const name = settings.organization.name || t('appName');
  const contracting = enabledContractingRoutes(settings)[0];
  const register = isRouteEnabled(getRoute('register'), settings, undefined);

  return (
    <>
      <PageHeading>{t('welcome.title', { name })}</PageHeading>
      <Typography sx={{ mb: 3 }}>{token ? t('welcome.signedIn') : t('welcome.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        {token ? (
          <Button
            component={RouterLink}
            to={pathFor(settings.home.homepage, lang)}
            variant="contained"
          >
            {t('welcome.continue')}
          </Button>
        ) : (
          <>
            <Button component={RouterLink} to={pathFor('login', lang)} variant="contained">
              {t('session.signIn')}
            </Button>
            {register && (
              <Button component={RouterLink} to={pathFor('register', lang)} variant="outlined">
                {t('welcome.register')}
              </Button>
            )}
          </>
        )}
        {contracting && (
          <Button component={RouterLink} to={pathFor(contracting, lang)} variant="outlined">
            {t('welcome.contract')}
          </Button>
        )}
      </Box>
    </>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { ContentPlaceholder } from '@/components/ui/content-placeholder';
import { useLang } from '@/lib/i18n';
import { useSignedIn } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { enabledContractingRoutes, getRoute, isRouteEnabled, pathFor } from '@/lib/paths';
import { ActionColumns } from './home-tiles';

const CustomerHome = lazy(() =>
  import('./customer-home').then((m) => ({ default: m.CustomerHome })),
);

/**
 * Home (spec 1 point 2, "Home"): the tab-group home for the home type `tabs`; the dashboard and other
 * types go to invoices.
 */
export function HomePage() {
  const settings = useSettings();
  const lang = useLang();
  if (settings.home.type !== 'tabs') return <Navigate to={pathFor('invoices', lang)} replace />;
  return <TabsHome />;
}

/** The alternative home: the tab-group home whatever the home type. */
export function AltHomePage() {
  return <TabsHome />;
}

function TabsHome() {
  const signedIn = useSignedIn();
  if (signedIn) {
    // A screen tall from the first paint: the footer never moves on screen while the customer's
    // home and contracts load (it did: a layout shift of 0.23 on a phone).
    return (
      <Box sx={{ minHeight: '100vh' }}>
        <Suspense fallback={<ContentPlaceholder />}>
          <CustomerHome />
        </Suspense>
      </Box>
    );
  }
  return (
    <>
      <Hero />
      <ActionColumns />
    </>
  );
}

/** The hero area for visitors: what the office is, and the ways in. */
function Hero() {
  const { t } = useTranslation();
  const settings = useSettings();
  const lang = useLang();
  const contracting = enabledContractingRoutes(settings)[0];
  const activation = isRouteEnabled(getRoute('activation'), settings, undefined);
  return (
    <Paper
      component="section"
      aria-labelledby="home-hero"
      elevation={0}
      sx={{
        mb: 4,
        p: { xs: 2.5, sm: 4 },
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 2,
      }}
    >
      <Typography
        id="home-hero"
        variant="h4"
        component="h1"
        sx={{ mb: 1.5, fontSize: { xs: '1.75rem', md: '2.125rem' } }}
      >
        {t('home.title')}
      </Typography>
      <Typography sx={{ mb: 3, maxWidth: '40rem' }}>{t('home.hero.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>
        <Button
          component={RouterLink}
          to={pathFor('login', lang)}
          variant="contained"
          color="inherit"
          sx={{ color: 'primary.main', bgcolor: 'common.white' }}
        >
          {t('session.signIn')}
        </Button>
        {contracting && (
          <Button
            component={RouterLink}
            to={pathFor(contracting, lang)}
            variant="outlined"
            color="inherit"
          >
            {t('home.hero.contract')}
          </Button>
        )}
        {activation && (
          <Button
            component={RouterLink}
            to={pathFor('activation', lang)}
            variant="outlined"
            color="inherit"
          >
            {t('home.hero.activate')}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

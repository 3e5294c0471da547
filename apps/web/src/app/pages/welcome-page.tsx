import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { OrganizationContact } from '@/components/help/organization-contact';
import { PageHeading } from '@/components/layout/page-heading';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { useContractListInfo } from '@/features/contracts/api/get-contract-list-info';
import { useLang } from '@/lib/i18n';
import { enabledContractingRoutes, getRoute, isRouteEnabled, pathFor } from '@/lib/paths';
import { useSignedIn } from '@/lib/session';
import { useSettings } from '@/lib/settings';

/**
 * Welcome view (spec 1 point 2, "Other shell screens"): a greeting and the ways in. A new customer
 * (no contracts) lands here after signing in (issue 12): it leads to contracting, or to the retailer
 * while no contracting screen exists.
 */
export function WelcomePage() {
  const { t } = useTranslation();
  const settings = useSettings();
  const signedIn = useSignedIn();
  const name = settings.organization.name || t('appName');
  return (
    <>
      <PageHeading>{t('welcome.title', { name })}</PageHeading>
      {signedIn ? <CustomerWelcome name={name} /> : <VisitorWelcome />}
    </>
  );
}

function Actions({ children }: { children: ReactNode }) {
  return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5 }}>{children}</Box>;
}

function ContractButton({ variant }: { variant: 'contained' | 'outlined' }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const lang = useLang();
  const [contracting] = enabledContractingRoutes(settings);
  if (!contracting) return null;
  return (
    <Button component={RouterLink} to={pathFor(contracting, lang)} variant={variant}>
      {t('welcome.contract')}
    </Button>
  );
}

function VisitorWelcome() {
  const { t } = useTranslation();
  const settings = useSettings();
  const lang = useLang();
  const register = isRouteEnabled(getRoute('register'), settings, undefined);
  return (
    <>
      <Typography sx={{ mb: 3 }}>{t('welcome.intro')}</Typography>
      <Actions>
        <Button component={RouterLink} to={pathFor('login', lang)} variant="contained">
          {t('session.signIn')}
        </Button>
        {register && (
          <Button component={RouterLink} to={pathFor('register', lang)} variant="outlined">
            {t('welcome.register')}
          </Button>
        )}
        <ContractButton variant="outlined" />
      </Actions>
    </>
  );
}

/** A customer with supplies goes on to the office; one without any, to contracting. */
function CustomerWelcome({ name }: { name: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const lang = useLang();
  const contracts = useContractListInfo();
  if (contracts.isPending) return <DelayedSpinner />;
  const { data } = contracts;
  if (data && data.electricity.length + data.gas.length === 0) {
    return <NewCustomerWelcome name={name} />;
  }
  // With supplies, or when they cannot be read: on to the office.
  return (
    <>
      <Typography sx={{ mb: 3 }}>{t('welcome.signedIn')}</Typography>
      <Actions>
        <Button
          component={RouterLink}
          to={pathFor(settings.home.homepage, lang)}
          variant="contained"
        >
          {t('welcome.continue')}
        </Button>
        <ContractButton variant="outlined" />
      </Actions>
    </>
  );
}

function NewCustomerWelcome({ name }: { name: string }) {
  const { t } = useTranslation();
  const settings = useSettings();
  const lang = useLang();
  const contracting = enabledContractingRoutes(settings).length > 0;
  return (
    <>
      <Typography sx={{ mb: 3 }}>{t('welcome.newCustomer.noSupplies', { name })}</Typography>
      {!contracting && (
        <>
          <Typography sx={{ mb: 2 }}>{t('welcome.newCustomer.contactUs')}</Typography>
          <OrganizationContact />
        </>
      )}
      <Actions>
        <ContractButton variant="contained" />
        <Button component={RouterLink} to={pathFor('profile', lang)} variant="outlined">
          {t('welcome.newCustomer.profile')}
        </Button>
      </Actions>
    </>
  );
}

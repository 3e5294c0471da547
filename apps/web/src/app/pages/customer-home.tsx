import PersonIcon from '@mui/icons-material/Person';
import AddIcon from '@mui/icons-material/Add';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { OrganizationContact } from '@/components/help/organization-contact';
import { PageHeading } from '@/components/layout/page-heading';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { contractListInfoQueryOptions } from '@/features/contracts/api/get-contract-list-info';
import { useFeatureFlags } from '@/lib/feature-flags';
import { useLang } from '@/lib/i18n';
import { enabledContractingRoutes, getRoute, isRouteEnabled, pathFor } from '@/lib/paths';
import { useSettings } from '@/lib/settings';
import { ActionColumns, Tile } from './home-tiles';

/**
 * The signed-in customer's home: the action columns once the customer's contracts are known, or,
 * without any, what such a customer can do. Its own chunk: a visitor's first page needs none of it.
 */
export function CustomerHome() {
  const { t } = useTranslation();
  const contracts = useQuery(contractListInfoQueryOptions);
  const withoutSupplies =
    contracts.data !== undefined &&
    contracts.data.electricity.length + contracts.data.gas.length === 0;

  if (withoutSupplies) return <HomeWithoutSupplies />;
  return (
    <>
      <PageHeading>{t('home.title')}</PageHeading>
      <Typography sx={{ mb: 3 }}>{t('home.intro')}</Typography>
      {/* The columns wait for the contracts, so one without any never sees actions on none. */}
      {contracts.isPending ? <DelayedSpinner /> : <ActionColumns />}
    </>
  );
}

/**
 * A customer without supplies (issue 25 point 7): what they can do now, contract a supply, see their
 * profile, ask for help, instead of actions on contracts they do not have.
 */
function HomeWithoutSupplies() {
  const { t } = useTranslation();
  const settings = useSettings();
  const lang = useLang();
  const flags = useFeatureFlags(true);
  const contracting = enabledContractingRoutes(settings)[0];
  const customerService = isRouteEnabled(getRoute('customerService'), settings, flags);
  const tiles: (HomeTile | false)[] = [
    contracting !== undefined && {
      key: 'contract',
      label: t('home.noSupplies.contract'),
      to: pathFor(contracting, lang),
    },
    { key: 'profile', label: t('home.noSupplies.profile'), to: pathFor('profile', lang) },
    customerService && {
      key: 'help',
      label: t('home.noSupplies.customerService'),
      to: pathFor('customerService', lang),
    },
  ];
  return (
    <>
      <PageHeading>{t('home.title')}</PageHeading>
      <Typography sx={{ mb: 3 }}>{t('home.noSupplies.intro')}</Typography>
      <Box
        component="ul"
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5, maxWidth: '32rem' }}
      >
        {tiles
          .filter((tile) => tile !== false)
          .map((tile) => (
            <li key={tile.key}>
              <Tile action={{ ...tile, disabledReason: '' }} icon={noSuppliesIcons[tile.key]} />
            </li>
          ))}
      </Box>
      <Box component="section" aria-labelledby="home-help" sx={{ mt: 4 }}>
        <Typography id="home-help" variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('home.noSupplies.help')}
        </Typography>
        <OrganizationContact />
      </Box>
    </>
  );
}

interface HomeTile {
  key: 'contract' | 'profile' | 'help';
  label: string;
  to: string;
}

const noSuppliesIcons: Record<HomeTile['key'], ReactElement> = {
  contract: <AddIcon />,
  profile: <PersonIcon />,
  help: <SupportAgentIcon />,
};

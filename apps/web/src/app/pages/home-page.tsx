import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PersonIcon from '@mui/icons-material/Person';
import PaymentIcon from '@mui/icons-material/Payment';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SpeedIcon from '@mui/icons-material/Speed';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { OrganizationContact } from '@/components/help/organization-contact';
import { PageHeading } from '@/components/layout/page-heading';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { contractListInfoQueryOptions } from '@/features/contracts/api/get-contract-list-info';
import { useFeatureFlags } from '@/lib/feature-flags';
import { newTabProps } from '@/components/ui/external-link';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import { GuardTooltip } from '@/components/ui/guard-tooltip';
import { useLang } from '@/lib/i18n';
import { useSession } from '@/lib/session';
import { useSettings } from '@/lib/settings';
import { enabledContractingRoutes, getRoute, isRouteEnabled, pathFor } from '@/lib/paths';
import { useShellActions, type ShellAction, type ShellActionKey } from '../layout/shell-actions';

const icons: Record<ShellActionKey, ReactElement> = {
  'contracts.consult': <DescriptionIcon />,
  'contracts.contract': <AddIcon />,
  'contracts.download': <DownloadIcon />,
  'contracts.powChange': <SpeedIcon />,
  'contracts.ibanChange': <AccountBalanceIcon />,
  'contracts.notifAddrChange': <ContactMailIcon />,
  'contracts.noCesionSips': <BlockIcon />,
  'invoices.consult': <ReceiptLongIcon />,
  'invoices.download': <DownloadIcon />,
  'invoices.pay': <PaymentIcon />,
  'consumption.hourly': <ShowChartIcon />,
};

const columns = ['contracts', 'invoices', 'consumption'] as const;
type Column = (typeof columns)[number];

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
  const { t } = useTranslation();
  const { token } = useSession();
  const contracts = useQuery({ ...contractListInfoQueryOptions, enabled: token !== null });
  const withoutSupplies =
    contracts.data !== undefined &&
    contracts.data.electricity.length + contracts.data.gas.length === 0;

  if (!token) {
    return (
      <>
        <Hero />
        <ActionColumns />
      </>
    );
  }
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

/** The three action columns: side by side on a wide screen, behind tabs on a small one. */
function ActionColumns() {
  const { t } = useTranslation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true, defaultMatches: true });
  const actions = useShellActions();
  return (
    <>
      {desktop ? (
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 3 }}>
          {columns.map((column) => (
            <Box component="section" key={column} aria-labelledby={`home-${column}`}>
              <Typography id={`home-${column}`} variant="h6" component="h2" sx={{ mb: 1.5 }}>
                {t(`home.columns.${column}`)}
              </Typography>
              <Tiles actions={actions[column]} />
            </Box>
          ))}
        </Box>
      ) : (
        <ColumnTabs render={(column) => <Tiles actions={actions[column]} />} />
      )}
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

/** Small screens: one column at a time behind tabs (WAI-ARIA tabs pattern, arrow keys move). */
function ColumnTabs({ render }: { render: (column: Column) => ReactElement }) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Column>('contracts');
  const baseId = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = columns.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % columns.length
        : event.key === 'ArrowLeft'
          ? (index + last) % columns.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    setSelected(columns[next] ?? 'contracts');
    tabs.current[next]?.focus();
  }

  return (
    <>
      <Box
        role="tablist"
        aria-label={t('home.columnsLabel')}
        sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider', mb: 2 }}
      >
        {columns.map((column, index) => {
          const active = column === selected;
          return (
            <Button
              key={column}
              ref={(element: HTMLButtonElement | null) => {
                tabs.current[index] = element;
              }}
              role="tab"
              id={`${baseId}-tab-${column}`}
              aria-selected={active}
              aria-controls={`${baseId}-panel-${column}`}
              tabIndex={active ? 0 : -1}
              onClick={() => setSelected(column)}
              onKeyDown={(event) => onKeyDown(event, index)}
              sx={{
                flex: 1,
                minWidth: 0,
                borderRadius: 0,
                borderBottom: 3,
                borderColor: active ? 'primary.main' : 'transparent',
                color: active ? 'primary.main' : 'text.primary',
                fontWeight: active ? 700 : 500,
                px: 0.5,
              }}
            >
              {t(`home.columns.${column}`)}
            </Button>
          );
        })}
      </Box>
      {columns.map((column) => (
        <Box
          key={column}
          role="tabpanel"
          id={`${baseId}-panel-${column}`}
          aria-labelledby={`${baseId}-tab-${column}`}
          hidden={column !== selected}
        >
          {column === selected && render(column)}
        </Box>
      ))}
    </>
  );
}

function Tiles({ actions }: { actions: readonly ShellAction[] }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {actions.map((action) => (
        <li key={action.key}>
          <Tile action={action} icon={icons[action.key]} />
        </li>
      ))}
    </Box>
  );
}

const tileStyle = {
  justifyContent: 'flex-start',
  textAlign: 'left',
  py: 1.5,
  px: 2,
  minHeight: 56,
  bgcolor: 'background.paper',
  textTransform: 'none',
  fontSize: '1rem',
  '& .MuiButton-startIcon': { mr: 1.5 },
} as const;

function Tile({
  action,
  icon,
}: {
  action: Pick<ShellAction, 'label' | 'to' | 'href' | 'disabledReason'>;
  icon: ReactElement;
}) {
  if (action.disabledReason) {
    // Focusable, so the reason can be read; it does nothing when pressed.
    return (
      <GuardTooltip reason={action.disabledReason}>
        <Button
          variant="outlined"
          fullWidth
          startIcon={icon}
          aria-disabled="true"
          onClick={(event) => event.preventDefault()}
          sx={{
            ...tileStyle,
            color: 'text.secondary',
            borderColor: 'divider',
            cursor: 'not-allowed',
          }}
        >
          {action.label}
        </Button>
      </GuardTooltip>
    );
  }
  if (action.href) {
    return (
      <Button
        variant="outlined"
        fullWidth
        startIcon={icon}
        endIcon={<OpenInNewIcon />}
        href={action.href}
        {...newTabProps}
        sx={tileStyle}
      >
        {action.label}
        <NewWindowHint />
      </Button>
    );
  }
  return (
    <Button
      variant="outlined"
      fullWidth
      startIcon={icon}
      component={RouterLink}
      to={action.to ?? '/'}
      sx={tileStyle}
    >
      {action.label}
    </Button>
  );
}

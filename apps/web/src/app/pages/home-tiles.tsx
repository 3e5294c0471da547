import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import ContactMailIcon from '@mui/icons-material/ContactMail';
import DescriptionIcon from '@mui/icons-material/Description';
import DownloadIcon from '@mui/icons-material/Download';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PaymentIcon from '@mui/icons-material/Payment';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import SpeedIcon from '@mui/icons-material/Speed';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, useRef, useState, type KeyboardEvent, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { newTabProps } from '@/components/ui/external-link';
import { NewWindowHint } from '@/components/ui/new-window-hint';
import { GuardTooltip } from '@/components/ui/guard-tooltip';
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

/** The three action columns: side by side on a wide screen, behind tabs on a small one. */
export function ActionColumns() {
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

export function Tile({
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

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type {
  ElectricityContractDetail,
  GasContractDetail,
} from '@portal/domain/schemas/contracts';
import { canChangeContract, canChangePower } from '@portal/domain/rules/contract';
import { useActionGuard, type GuardedAction } from '@/components/guards/use-action-guard';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { GuardTooltip } from '@/components/ui/guard-tooltip';
import { useSettings } from '@/lib/settings';
import { loadOnIntent } from '@/lib/load-on-intent';
import { useContractChangeTexts } from '../utils/texts';

const loadChangeDialogs = () => import('./open-change-dialog');
const OpenChangeDialog = lazy(() =>
  loadChangeDialogs().then((m) => ({ default: m.OpenChangeDialog })),
);

export interface ContractActionsProps {
  contract: ElectricityContractDetail | GasContractDetail;
  type: 'electricity' | 'gas';
  /** Which group of buttons to render: all in one row, or the ones beside one section. */
  section: 'row' | 'contract' | 'contact' | 'supply';
}

export type DialogName =
  | 'power'
  | 'iban'
  | 'notificationAddress'
  | 'invoiceSending'
  | 'electronicNotification'
  | 'noCesionSips';

/** The section each button sits beside when the buttons are not in one row. */
const sectionOf: Record<DialogName, ContractActionsProps['section']> = {
  power: 'contract',
  iban: 'contract',
  notificationAddress: 'contact',
  invoiceSending: 'contact',
  electronicNotification: 'contact',
  noCesionSips: 'contact',
};

/**
 * Spec 2 point 2 "Redirect actions after login": the `action` parameter and the dialog it opens
 * (`download`, the contract report, is the detail's own: features/contracts).
 */
const redirectActions = {
  powChange: 'power',
  ibanChange: 'iban',
  notifAddrChange: 'notificationAddress',
  noCesionSips: 'noCesionSips',
} as const satisfies Record<string, DialogName>;
type RedirectAction = keyof typeof redirectActions;
const isRedirectAction = (value: string | null): value is RedirectAction =>
  value !== null && Object.hasOwn(redirectActions, value);

const guardOf: Partial<Record<DialogName, GuardedAction>> = {
  power: 'powerChange',
  iban: 'ibanChange',
  notificationAddress: 'notificationAddressChange',
  noCesionSips: 'noCesionSips',
};

function ActionButton(props: {
  name: DialogName;
  onOpen: (name: DialogName) => void;
  children: ReactNode;
}) {
  // The server refuses every change to read-only and impersonated sessions (decision 005), so the
  // buttons without an action of their own in the guard share the address change's.
  const guard = useActionGuard(guardOf[props.name] ?? 'notificationAddressChange');
  return (
    <GuardTooltip reason={guard.reason}>
      {/* A disabled button gets no pointer events: the span carries the tooltip. */}
      <span>
        <Button
          variant="outlined"
          disabled={guard.disabled}
          {...loadOnIntent(loadChangeDialogs)}
          onClick={() => props.onOpen(props.name)}
        >
          {props.children}
        </Button>
      </span>
    </GuardTooltip>
  );
}

/** The change buttons of the contract detail and their dialogs (spec 2 "Dialogs"). */
export function ContractActions({ contract, type, section }: ContractActionsProps) {
  const t = useContractChangeTexts();
  const { features } = useSettings();
  const guard = useActionGuard('powerChange');
  const [searchParams, setSearchParams] = useSearchParams();
  const redirectHandled = useRef(false);

  const active = canChangeContract(contract.state);
  const electricity = type === 'electricity' && 'contracted_power_period' in contract;
  const powerInProgress =
    electricity &&
    (!canChangePower(contract) ||
      contract.pending_changes.some((change) => change.kind === 'power'));
  const offered: Record<DialogName, boolean> = {
    power: electricity && features.powerChange,
    iban: type === 'gas' ? features.ibanGasChange : features.ibanChange,
    notificationAddress: features.notificacionAddressChange,
    invoiceSending: features.modifyInvoiceOnline,
    electronicNotification: features.electronicNotificationButton,
    noCesionSips: features.noCesionSips,
  };
  const here = (name: DialogName) => section === 'row' || sectionOf[name] === section;
  const available = (name: DialogName) =>
    active && offered[name] && here(name) && !(name === 'power' && powerInProgress);

  // A redirect action opens its dialog once, by the group that holds its button, and leaves the URL.
  const action = searchParams.get('action');
  const target = isRedirectAction(action) ? redirectActions[action] : null;
  const redirect = target !== null && here(target) ? target : null;
  const [open, setOpen] = useState<DialogName | null>(() =>
    redirect !== null && available(redirect) && !guard.disabled ? redirect : null,
  );
  useEffect(() => {
    if (redirectHandled.current || redirect === null) return;
    redirectHandled.current = true;
    setSearchParams(
      (params) => {
        params.delete('action');
        return params;
      },
      { replace: true },
    );
  }, [redirect, setSearchParams]);

  const buttons: [DialogName, string][] = [
    ['power', t('contract-changes:actions.power')],
    ['iban', t('contract-changes:actions.iban')],
    ['notificationAddress', t('contract-changes:actions.notificationAddress')],
    ['invoiceSending', t('contract-changes:actions.invoiceSending')],
    ['electronicNotification', t('contract-changes:actions.electronicNotification')],
    ['noCesionSips', t('contract-changes:actions.noCesionSips')],
  ];
  const shown = buttons.filter(([name]) => available(name));
  // The page itself says when the distributor has a process under way (atr_available false).
  const showProgressNote =
    active && offered.power && here('power') && powerInProgress && canChangePower(contract);
  if (shown.length === 0 && !showProgressNote) return null;

  const close = () => setOpen(null);
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: 'center', my: 1 }}
        role="group"
        aria-label={t('contract-changes:actions.label')}
      >
        {shown.map(([name, label]) => (
          <ActionButton key={name} name={name} onOpen={setOpen}>
            {label}
          </ActionButton>
        ))}
        {showProgressNote && (
          <Typography variant="body2" color="text.secondary">
            {t('contract-changes:actions.powerInProgress')}
          </Typography>
        )}
      </Stack>
      {open !== null && (
        <Suspense fallback={<DelayedSpinner />}>
          <OpenChangeDialog name={open} contract={contract} type={type} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useState } from 'react';
import { defaultPrivateSettings } from '@portal/domain/schemas/settings';
import type {
  ElectricityContractDetail,
  VirtualBatteryEntry,
} from '@portal/domain/schemas/contracts';
import { formatDisplayDate } from '@portal/domain/format/dates';
import { formatEuros } from '@portal/domain/format/units';
import {
  BATTERY_PERCENTAGE_MAX,
  BATTERY_PERCENTAGE_MIN,
  isBatteryActive,
  isBatteryLocked,
} from '@portal/domain/rules/battery';
import { usePrivateSettings } from '@/lib/private-settings';
import { isApiError } from '@/lib/api-client';
import { useActionGuard } from '@/components/guards/use-action-guard';
import { GuardTooltip } from '@/components/ui/guard-tooltip';
import { DescriptionList } from '@/components/ui/description-list';
import { SectionPanel } from '@/components/layout/section-panel';
import { downloadVirtualBatteries } from '../api/download-virtual-batteries';
import { useBatteryTypes } from '../api/get-battery-types';
import { useBatteryDiscountChange } from '../api/put-battery-discount';
import { useBatteryPercentageChange } from '../api/put-battery-percentage';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { fieldErrorText, requestErrorText } from '@/lib/form-errors';
import { useContractChangeTexts, useNumberLocale } from '../utils/texts';
import { SelectInput } from '@/components/form/select-input';
import { loadOnIntent } from '@/lib/load-on-intent';

/** The move dialog and its stepper load when a move starts (or is pointed at), not with the detail. */
const loadMoveDialog = () => import('./battery-move-dialog');
const BatteryMoveDialog = lazy(() =>
  loadMoveDialog().then((m) => ({ default: m.BatteryMoveDialog })),
);

/** The discount type that applies the battery's balance to the next invoice (the toggle's "on"). */
const APPLY_DISCOUNTS = 'aplicar';

type PendingAction = 'percentage' | 'move';

/** Why an entry's controls are disabled, for their tooltip; empty when they are not. */
function useLockReason(entry: VirtualBatteryEntry, action: 'batteryPercentage' | 'batteryMove') {
  const t = useContractChangeTexts();
  const guard = useActionGuard(action);
  if (!isBatteryActive(entry, new Date())) return t('contract-changes:battery.inactive');
  if (isBatteryLocked(entry)) return t('contract-changes:battery.locked');
  return guard.reason;
}

function DiscountManagement({
  contract,
  entry,
  disabledReason,
}: {
  contract: ElectricityContractDetail;
  entry: VirtualBatteryEntry;
  disabledReason: string;
}) {
  const t = useContractChangeTexts();
  const renderType = (usePrivateSettings(true).data ?? defaultPrivateSettings).batteries.renderType;
  const types = useBatteryTypes(true).data ?? [];
  const mutation = useBatteryDiscountChange(contract.name, entry.id);
  const change = (valor_descomptes: string) => mutation.mutate({ valor_descomptes });
  const disabled = disabledReason !== '' || mutation.isPending;
  const alternative = types.find((type) => type.name !== APPLY_DISCOUNTS)?.name;
  const control =
    renderType === 'select' ? (
      <SelectInput
        size="small"
        fullWidth={false}
        label={t('contract-changes:battery.discountManagement')}
        value={entry.gestio_descomptes}
        disabled={disabled}
        onChange={(event) => change(event.target.value)}
      >
        {(types.length > 0 ? types : [{ name: entry.gestio_descomptes, description: '' }]).map(
          (type) => (
            <option key={type.name} value={type.name}>
              {type.description || type.name}
            </option>
          ),
        )}
      </SelectInput>
    ) : (
      <FormControlLabel
        control={
          <Switch
            checked={entry.gestio_descomptes === APPLY_DISCOUNTS}
            disabled={disabled || alternative === undefined}
            onChange={(event) =>
              change(event.target.checked ? APPLY_DISCOUNTS : (alternative ?? APPLY_DISCOUNTS))
            }
          />
        }
        label={t('contract-changes:battery.applyDiscounts')}
      />
    );
  return (
    <Stack spacing={1}>
      <GuardTooltip reason={disabledReason}>
        <span>{control}</span>
      </GuardTooltip>
      {mutation.isError && (
        <FocusedAlert severity="error" onClose={() => mutation.reset()}>
          {t('contract-changes:cantDoOperation')}
        </FocusedAlert>
      )}
    </Stack>
  );
}

function OriginWarning(props: { onConfirm: () => void; onClose: () => void }) {
  const t = useContractChangeTexts();
  const titleId = useId();
  return (
    <Dialog open onClose={props.onClose} aria-labelledby={titleId} maxWidth="xs">
      <DialogTitle id={titleId}>{t('contract-changes:battery.origin.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('contract-changes:battery.origin.text')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('contract-changes:cancel')}</Button>
        <Button variant="contained" onClick={props.onConfirm}>
          {t('contract-changes:battery.origin.continue')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function BatteryEntry({
  contract,
  entry,
}: {
  contract: ElectricityContractDetail;
  entry: VirtualBatteryEntry;
}) {
  const t = useContractChangeTexts();
  const locale = useNumberLocale();
  const headingId = useId();
  const sliderLabelId = useId();
  const percentageReason = useLockReason(entry, 'batteryPercentage');
  const moveReason = useLockReason(entry, 'batteryMove');
  const activeReason = isBatteryActive(entry, new Date())
    ? ''
    : t('contract-changes:battery.inactive');
  const mutation = useBatteryPercentageChange(contract.name, entry.id);
  const [percentage, setPercentage] = useState(entry.pes_percentatge);
  const [failed, setFailed] = useState<string | null>(null);
  const [warning, setWarning] = useState<PendingAction | null>(null);
  const [moving, setMoving] = useState(false);

  const changePercentage = () => {
    setFailed(null);
    mutation.mutate(
      { pes_percentatge: percentage },
      {
        onError: (error) => {
          // Spec 2 point 8: the message, and the percentage as it was.
          setPercentage(entry.pes_percentatge);
          const codes = isApiError(error) ? error.fieldErrors.pes_percentatge : undefined;
          setFailed(
            codes && codes.length > 0
              ? (fieldErrorText(t, codes.join(',')) ?? '')
              : isApiError(error) && error.code === 'battery_locked'
                ? requestErrorText(t, error)
                : t('contract-changes:cantDoOperation'),
          );
        },
      },
    );
  };
  const act = (action: PendingAction) => {
    if (entry.es_origen) setWarning(action);
    else if (action === 'percentage') changePercentage();
    else setMoving(true);
  };

  const unchanged = percentage === entry.pes_percentatge;
  const fields = [
    { label: t('contract-changes:battery.pes'), value: entry.pes.toLocaleString(locale) },
    {
      label: t('contract-changes:battery.totalDiscount'),
      value: formatEuros(entry.total_descompte, locale),
    },
    {
      label: t('contract-changes:battery.dates'),
      value: entry.data_final
        ? t('contract-changes:battery.between', {
            start: formatDisplayDate(entry.data_inici),
            end: formatDisplayDate(entry.data_final),
          })
        : t('contract-changes:battery.since', { start: formatDisplayDate(entry.data_inici) }),
    },
    {
      label: t('contract-changes:battery.origin.label'),
      value: t(entry.es_origen ? 'contract-changes:yes' : 'contract-changes:no'),
    },
  ];
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {entry.bateria.name}
      </Typography>
      <DescriptionList items={fields} />
      <Stack spacing={2} sx={{ mt: 2 }}>
        <Box>
          <Typography id={sliderLabelId}>
            {t('contract-changes:battery.percentage', { percentage })}
          </Typography>
          <GuardTooltip reason={percentageReason}>
            <Box sx={{ px: 1 }}>
              <Slider
                aria-labelledby={sliderLabelId}
                value={percentage}
                min={BATTERY_PERCENTAGE_MIN}
                max={BATTERY_PERCENTAGE_MAX}
                step={1}
                valueLabelDisplay="auto"
                getAriaValueText={(value) => `${value} %`}
                disabled={percentageReason !== '' || mutation.isPending}
                onChange={(_, value) => setPercentage(value)}
              />
            </Box>
          </GuardTooltip>
          {failed && (
            <FocusedAlert severity="error" onClose={() => setFailed(null)}>
              {failed}
            </FocusedAlert>
          )}
        </Box>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <GuardTooltip reason={percentageReason}>
            <span>
              <Button
                variant="contained"
                disabled={percentageReason !== '' || unchanged}
                loading={mutation.isPending}
                onClick={() => act('percentage')}
              >
                {t('contract-changes:battery.changePercentage')}
              </Button>
            </span>
          </GuardTooltip>
          <GuardTooltip reason={moveReason}>
            <span>
              <Button
                variant="outlined"
                disabled={moveReason !== ''}
                {...loadOnIntent(loadMoveDialog)}
                onClick={() => act('move')}
              >
                {t('contract-changes:battery.move.open')}
              </Button>
            </span>
          </GuardTooltip>
        </Stack>
        <DiscountManagement contract={contract} entry={entry} disabledReason={activeReason} />
      </Stack>
      {warning && (
        <OriginWarning
          onClose={() => setWarning(null)}
          onConfirm={() => {
            setWarning(null);
            if (warning === 'percentage') changePercentage();
            else setMoving(true);
          }}
        />
      )}
      {moving && (
        <Suspense fallback={<DelayedSpinner />}>
          <BatteryMoveDialog contract={contract} entry={entry} onClose={() => setMoving(false)} />
        </Suspense>
      )}
    </Paper>
  );
}

/** The virtual battery block of the electricity detail, with percentage and move controls. */
export function VirtualBatteriesSection({ contract }: { contract: ElectricityContractDetail }) {
  const t = useContractChangeTexts();
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const entries = contract.bateria_virtual;
  const download = () => {
    setDownloading(true);
    setDownloadError(null);
    downloadVirtualBatteries(
      contract.name,
      entries.map((entry) => entry.id),
    )
      .catch(setDownloadError)
      .finally(() => setDownloading(false));
  };
  return (
    <SectionPanel
      title={t('contract-changes:battery.title')}
      actions={
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          loading={downloading}
          onClick={download}
        >
          {t('contract-changes:battery.download')}
        </Button>
      }
    >
      <Stack spacing={2}>
        {downloadError !== null && (
          <FocusedAlert severity="error" onClose={() => setDownloadError(null)}>
            {requestErrorText(t, downloadError)}
          </FocusedAlert>
        )}
        {entries.map((entry) => (
          <BatteryEntry key={entry.id} contract={contract} entry={entry} />
        ))}
      </Stack>
    </SectionPanel>
  );
}

import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { ElectricityContractDetail } from '@portal/domain/schemas/contracts';
import {
  changedPowers,
  powerChangeFormSchema,
  powerFormErrors,
  type PowerChangeForm,
} from '@portal/domain/schemas/contract-changes';
import { formatEuros } from '@portal/domain/format/units';
import {
  formatPowerInput,
  POWER_CHANGE_RIGHTS_CENTS,
  POWER_PERIODS,
  powerChangeCosts,
  type PowerPeriod,
  type PowersKw,
} from '@portal/domain/rules/power';
import { requestErrorText, setServerFieldErrors } from '@/lib/form-errors';
import { usePowerChange } from '../api/post-power-change';
import { ChangeDialog } from './change-dialog';
import { FieldTextInput } from './field-text-input';
import { useContractChangeTexts, useNumberLocale } from '../utils/texts';
import { useChangeOutcome } from '../hooks/use-change-outcome';

/** The contract's periods and their current powers in kW, P1 first. */
export function currentPowers(contract: ElectricityContractDetail): PowersKw {
  const powers: PowersKw = {};
  for (const { period, power } of contract.contracted_power_period) {
    powers[period.toLowerCase() as PowerPeriod] = power;
  }
  return powers;
}

/** The rights a change of powers costs; `requested` holds valid, changed powers only. */
function CostNotice({ current, requested }: { current: PowersKw; requested: PowersKw }) {
  const t = useContractChangeTexts();
  const locale = useNumberLocale();
  if (Object.keys(requested).length === 0) return null;
  const costs = powerChangeCosts(current, requested);
  const euros = (cents: number) => formatEuros(cents / 100, locale);
  return (
    <Alert severity="info" role="status" aria-live="polite">
      <Typography variant="subtitle2" component="p">
        {t(
          costs.raises
            ? 'contract-changes:power.costs.raising'
            : 'contract-changes:power.costs.lowering',
        )}
      </Typography>
      <Typography component="ul" sx={{ m: 0, pl: 2.5 }}>
        <li>
          {t('contract-changes:power.costs.connection', { amount: euros(costs.connectionCents) })}
        </li>
        {costs.raises && (
          <>
            <li>
              {t('contract-changes:power.costs.access', {
                amount: euros(costs.accessCents),
                rate: euros(POWER_CHANGE_RIGHTS_CENTS.accessPerKw),
              })}
            </li>
            <li>
              {t('contract-changes:power.costs.extension', {
                amount: euros(costs.extensionCents),
                rate: euros(POWER_CHANGE_RIGHTS_CENTS.extensionPerKw),
              })}
            </li>
          </>
        )}
      </Typography>
    </Alert>
  );
}

/** Spec 2 points 4, 5 and 9: new powers per period, a contact phone and the costs it brings. */
export function PowerChangeDialog(props: {
  contract: ElectricityContractDetail;
  open: boolean;
  onClose: () => void;
}) {
  const { contract } = props;
  const t = useContractChangeTexts();
  const powerContract = useMemo(
    () => ({ tariff: contract.tariff.name, current: currentPowers(contract) }),
    [contract],
  );
  const { current } = powerContract;
  const periods = POWER_PERIODS.filter((period) => current[period] !== undefined);
  const mutation = usePowerChange(contract.name);
  const outcome = useChangeOutcome(props.onClose, t('contract-changes:applied.power'));
  const defaults: PowerChangeForm = { phone: contract.notification_address?.mobile ?? '' };
  for (const period of periods)
    defaults[`power_${period}`] = formatPowerInput(current[period] ?? 0);
  const { register, handleSubmit, setError, control, formState } = useForm({
    defaultValues: defaults,
    resolver: zodResolver(powerChangeFormSchema(powerContract)),
  });
  const typedValues: PowerChangeForm = { phone: '', ...useWatch({ control }) };

  const submit = handleSubmit((body) => {
    outcome.setError(null);
    mutation.mutate(body, {
      onSuccess: outcome.succeeded,
      onError: (error) => {
        const fields = ['phone' as const, ...periods.map((period) => `power_${period}` as const)];
        if (setServerFieldErrors(error, fields, setError)) return;
        outcome.setError(requestErrorText(t, error));
      },
    });
  });

  return (
    <ChangeDialog
      open={props.open}
      onClose={props.onClose}
      title={t('contract-changes:power.title')}
      onSubmit={(event) => void submit(event)}
      submitLabel={t('contract-changes:power.submit')}
      sending={mutation.isPending}
      error={outcome.error}
      onDismissError={outcome.dismissError}
      waitingForSignature={outcome.waitingForSignature}
    >
      <Typography variant="body2">{t('contract-changes:power.intro')}</Typography>
      {periods.map((period) => (
        <FieldTextInput
          key={period}
          registration={register(`power_${period}`)}
          fieldError={formState.errors[`power_${period}`]}
          label={t('contract-changes:power.period', { period: period.toUpperCase() })}
          required={period === 'p1'}
          inputMode="decimal"
          autoComplete="off"
          hint={t('contract-changes:power.current', {
            power: formatPowerInput(current[period] ?? 0),
          })}
        />
      ))}
      <FieldTextInput
        registration={register('phone')}
        fieldError={formState.errors.phone}
        type="tel"
        autoComplete="tel"
        required
        label={t('contract-changes:power.phone')}
      />
      <CostNotice
        current={current}
        requested={
          Object.keys(powerFormErrors(typedValues, powerContract)).length > 0
            ? {}
            : changedPowers(typedValues, powerContract)
        }
      />
    </ChangeDialog>
  );
}

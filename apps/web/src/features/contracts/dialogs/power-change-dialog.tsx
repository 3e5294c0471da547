import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import type { ElectricityContractDetail } from '@portal/domain/schemas/contracts';
import {
  powerChangeBodySchema,
  type PowerChangeBody,
} from '@portal/domain/schemas/contract-changes';
import { formatEuros, parseDecimalInput } from '@portal/domain/format/units';
import {
  checkAccessTariffPowers,
  formatPowerInput,
  kwToWatts,
  MAX_POWER_KW_2TD,
  POWER_CHANGE_RIGHTS_CENTS,
  POWER_PERIODS,
  powerChangeCosts,
  validatePowerChange,
  type PowerPeriod,
  type PowersKw,
} from '@portal/domain/rules/power';
import { isApiError } from '@/lib/api-client';
import { usePowerChange } from './api/post-power-change';
import { ChangeDialog } from './change-dialog';
import { FieldTextInput } from './field-text-input';
import { requestErrorText } from '@/lib/form-errors';
import { useContractChangeTexts, useNumberLocale } from './texts';
import { useChangeOutcome } from './use-change-outcome';

type PowerForm = { phone: string } & Partial<Record<PowerPeriod, string>>;

/** The contract's periods and their current powers in kW, P1 first. */
export function currentPowers(contract: ElectricityContractDetail): PowersKw {
  const powers: PowersKw = {};
  for (const { period, power } of contract.contracted_power_period) {
    powers[period.toLowerCase() as PowerPeriod] = power;
  }
  return powers;
}

/** The typed powers that read as numbers above 0 and differ from the current ones, in kW. */
function changedPowers(
  values: PowerForm,
  periods: readonly PowerPeriod[],
  current: PowersKw,
): PowersKw {
  const powers: PowersKw = {};
  for (const period of periods) {
    const kw = parseDecimalInput(values[period] ?? '');
    if (kw !== null && kw > 0 && kwToWatts(kw) !== kwToWatts(current[period] ?? 0)) {
      powers[period] = kw;
    }
  }
  return powers;
}

/**
 * The access tariff's limits (2.0TD at most 15 kW; 3.0TD and 6.xTD never decreasing), put on the
 * periods that break them; blank periods keep their current power.
 */
function tariffErrors(
  tariff: string,
  requested: PowersKw,
  current: PowersKw,
  periods: readonly PowerPeriod[],
) {
  const merged: PowersKw = { ...current, ...requested };
  const problem = checkAccessTariffPowers(tariff, merged);
  const failing = periods.filter((period, index) => {
    const kw = merged[period];
    if (kw === undefined || requested[period] === undefined) return false;
    if (problem === 'power_over_limit_2td') return kwToWatts(kw) > kwToWatts(MAX_POWER_KW_2TD);
    const before = index > 0 ? merged[periods[index - 1]!] : undefined;
    const after = merged[periods[index + 1]!];
    return (
      problem === 'power_decreasing_periods' &&
      ((before !== undefined && kwToWatts(kw) < kwToWatts(before)) ||
        (after !== undefined && kwToWatts(after) < kwToWatts(kw)))
    );
  });
  return problem ? failing.map((period) => [period, problem] as const) : [];
}

/**
 * The errors of the typed powers: a period left as it is keeps its power and is no error once
 * another one changes (with none changed, each says it is the same: spec 2 point 5); the tariff's
 * limits are put on the changed periods only.
 */
function powerErrors(
  values: PowerForm,
  tariff: string,
  current: PowersKw,
  periods: readonly PowerPeriod[],
): Partial<Record<PowerPeriod, string>> {
  const errors: Partial<Record<PowerPeriod, string>> = {};
  const changed = changedPowers(values, periods, current);
  const anyChanged = Object.keys(changed).length > 0;
  const ruleErrors = validatePowerChange(values, current);
  for (const period of periods) {
    const code = ruleErrors[period];
    if (code && !(anyChanged && code === 'power_modification_same')) errors[period] = code;
  }
  for (const [period, code] of tariffErrors(tariff, changed, current, periods)) {
    errors[period] ??= code;
  }
  return errors;
}

function powerResolver(
  tariff: string,
  current: PowersKw,
  periods: readonly PowerPeriod[],
): Resolver<PowerForm> {
  return (values) => {
    const errors: FieldErrors<PowerForm> = {};
    for (const [period, code] of Object.entries(powerErrors(values, tariff, current, periods))) {
      errors[period as PowerPeriod] = { type: 'rule', message: code };
    }
    const phone = powerChangeBodySchema.shape.phone.safeParse(values.phone);
    if (!phone.success) {
      errors.phone = { type: 'rule', message: phone.error.issues[0]?.message ?? 'invalid_value' };
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
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
  const current = currentPowers(contract);
  const periods = POWER_PERIODS.filter((period) => current[period] !== undefined);
  const mutation = usePowerChange(contract.name);
  const outcome = useChangeOutcome(props.onClose, t('contract-changes:applied.power'));
  const defaults: PowerForm = { phone: contract.notification_address?.mobile ?? '' };
  for (const period of periods) defaults[period] = formatPowerInput(current[period] ?? 0);
  const { register, handleSubmit, setError, control, formState } = useForm<PowerForm>({
    defaultValues: defaults,
    resolver: powerResolver(contract.tariff.name, current, periods),
  });
  const typedValues: PowerForm = { phone: '', ...useWatch({ control }) };

  const submit = handleSubmit((form) => {
    outcome.setError(null);
    const requested = changedPowers(form, periods, current);
    const body: PowerChangeBody = {
      phone: form.phone.trim(),
      power_p1: kwToWatts(requested.p1 ?? current.p1 ?? 0),
    };
    for (const period of periods) {
      const kw = requested[period];
      if (period !== 'p1' && kw !== undefined) body[`power_${period}`] = kwToWatts(kw);
    }
    mutation.mutate(body, {
      onSuccess: outcome.succeeded,
      onError: (error) => {
        if (isApiError(error) && error.status === 400) {
          const failed = [...periods, 'phone' as const].filter(
            (field) =>
              (error.fieldErrors[field === 'phone' ? field : `power_${field}`] ?? []).length > 0,
          );
          failed.forEach((field, index) => {
            const codes = error.fieldErrors[field === 'phone' ? field : `power_${field}`] ?? [];
            setError(
              field,
              { type: 'server', message: codes.join(',') },
              { shouldFocus: index === 0 },
            );
          });
          if (failed.length > 0) return;
        }
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
          registration={register(period)}
          fieldError={formState.errors[period]}
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
          Object.keys(powerErrors(typedValues, contract.tariff.name, current, periods)).length > 0
            ? {}
            : changedPowers(typedValues, periods, current)
        }
      />
    </ChangeDialog>
  );
}

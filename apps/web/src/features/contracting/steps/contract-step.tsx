import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useWatch, type RegisterOptions } from 'react-hook-form';
import type { ContractValues, WizardValues } from '@portal/domain/rules/contracting-form';
import { formatPowerInput } from '@portal/domain/rules/power';
import {
  HOUSEHOLD_TARIFF_MAX_KW,
  LEAD_FILE_LIMITS,
  SELFCONS_DEFAULT,
  SELFCONS_NONE,
} from '@portal/domain/schemas/contracting';
import { FileListInput } from '@/components/form/file-list-input';
import { FormCheckbox } from '@/components/form/form-choice-fields';
import { FormTextField } from '@/components/form/form-fields';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useProducts } from '../api/lookups';
import { useContractingTexts } from '../utils/texts';
import { AccessTariffField } from './access-tariff-field';
import { ProductCards } from './product-cards';
import { electricityProductsQuery, highestPowerKw, kwOf, supplyUseOfValues } from './product-query';
import { PromoCodeField } from './promo-code-field';
import type { StepProps } from './step-props';
import { useFormMethods } from '@/components/form/form-root';

/** The lookups of tariffs and products wait for the power to settle while it is typed. */
export const POWER_LOOKUP_DEBOUNCE_MS = 400;

/** A kW value as typed: up to 5 digits and 3 decimals, a comma or a dot (spec 3 point 9). */
const KW_PATTERN = /^\d{1,5}([.,]\d{1,3})?$/;

type PowerField = 'power' | 'power2' | 'power3' | 'power4' | 'power5' | 'power6';
const higherPowers = ['power3', 'power4', 'power5', 'power6'] as const satisfies PowerField[];

/** A typed power that is not a kW value is an error when the step is checked. */
const powerRules: RegisterOptions = {
  validate: (typed: unknown) =>
    typeof typed !== 'string' || typed.trim() === '' || KW_PATTERN.test(typed.trim())
      ? true
      : 'power_field_not_valid',
};

/**
 * P3 to P6 count above 15 kW only (spec 3 point 4): below, they are emptied; what was typed in them
 * comes back if the power goes above 15 kW again while the step is shown.
 */
function useHigherPowers(high: boolean) {
  const { getValues, setValue, clearErrors } = useFormMethods<WizardValues>();
  const kept = useRef<Partial<Record<PowerField, string>> | null>(null);
  useEffect(() => {
    const typed = higherPowers.map((field) => [field, getValues(`contract.${field}`)] as const);
    if (!high) {
      if (typed.every(([, value]) => value === '')) return;
      kept.current = Object.fromEntries(typed);
      for (const [field] of typed) setValue(`contract.${field}`, '', { shouldDirty: true });
      clearErrors(higherPowers.map((field) => `contract.${field}` as const));
    } else if (kept.current && typed.every(([, value]) => value === '')) {
      for (const [field, value] of Object.entries(kept.current)) {
        setValue(`contract.${field as PowerField}`, value, { shouldDirty: true });
      }
      kept.current = null;
    }
  }, [high, getValues, setValue, clearErrors]);
}

/** Whether the SIPS data should fill the step: it has powers and the step is still empty. */
function sipsPrefillOf(values: WizardValues): Partial<ContractValues> | null {
  const sips = values.installation.cupsSIPSData;
  const { contract } = values;
  if (!sips?.sipsDataAvailable) return null;
  if (contract.power !== '' || contract.power2 !== '' || contract.accessTariff !== null)
    return null;
  const typed = (kw: number | null) => (kw !== null && kw > 0 ? formatPowerInput(kw) : '');
  const prefill: Partial<ContractValues> = { power: typed(sips.power), power2: typed(sips.power2) };
  if (Math.max(sips.power ?? 0, sips.power2 ?? 0) > HOUSEHOLD_TARIFF_MAX_KW) {
    prefill.power3 = typed(sips.power3);
    prefill.power4 = typed(sips.power4);
    prefill.power5 = typed(sips.power5);
    prefill.power6 = typed(sips.power6);
  }
  if (sips.accessTariff) prefill.accessTariff = sips.accessTariff.id;
  const filled = Object.values(prefill).some((value) => value !== '' && value !== null);
  return filled ? prefill : null;
}

/**
 * The electricity contract step (spec 3 points 3 to 5, "Contract"): the powers (P3 to P6 above 15
 * kW), the access tariff they need, the product, self-consumption with its documents, and the
 * promotional codes. The supply's SIPS data fill an empty step.
 */
export function ContractStep({ config }: StepProps) {
  const t = useContractingTexts();
  const { control, getValues, setValue } = useFormMethods<WizardValues>();
  const [prefill] = useState(() => sipsPrefillOf(getValues()));
  const [power, power2, accessTariff, selfcons, codes, installationCups] = useWatch({
    control,
    name: [
      'contract.power',
      'contract.power2',
      'contract.accessTariff',
      'contract.selfcons',
      'contract.promotionalCode',
      'installation.cups',
    ],
  });
  const p1 = kwOf(power);
  const p2 = kwOf(power2);
  const high = [p1, p2].some((kw) => kw !== null && kw > HOUSEHOLD_TARIFF_MAX_KW);
  useHigherPowers(high);

  useEffect(() => {
    if (!prefill) return;
    for (const [field, value] of Object.entries(prefill)) {
      setValue(`contract.${field as keyof ContractValues}`, value as never, { shouldDirty: true });
    }
  }, [prefill, setValue]);

  const lookupPower = useDebouncedValue(
    highestPowerKw({ power, power2 }),
    POWER_LOOKUP_DEBOUNCE_MS,
  );
  const products = useProducts(
    'electricity',
    electricityProductsQuery(
      {
        cups: installationCups,
        accessTariff,
        selfcons,
        promotionalCode: codes,
        use: supplyUseOfValues(getValues()),
      },
      lookupPower,
    ),
  );

  const sips = getValues('installation.cupsSIPSData');
  const sipsSelfconsCode =
    sips?.selfconsCode && sips.selfconsCode !== SELFCONS_NONE
      ? sips.selfconsCode
      : SELFCONS_DEFAULT;

  const powerInput = (field: PowerField, period: number, required: boolean) => (
    <FormTextField
      name={`contract.${field}`}
      rules={powerRules}
      label={t('contracting-steps:contract.power', { period })}
      required={required}
      inputMode="decimal"
      autoComplete="off"
      endAdornment={<InputAdornment position="end">kW</InputAdornment>}
    />
  );

  return (
    <Stack spacing={4}>
      <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        <Typography component="legend" variant="subtitle1" sx={{ fontWeight: 600, p: 0 }}>
          {t('contracting-steps:contract.powersLegend')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('contracting-steps:contract.powersHint')}
        </Typography>
        {prefill && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('contracting-steps:contract.sipsPrefilled')}
          </Alert>
        )}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 6 }}>{powerInput('power', 1, true)}</Grid>
          <Grid size={{ xs: 12, md: 6 }}>{powerInput('power2', 2, true)}</Grid>
          {high && (
            <>
              <Grid size={12}>
                <Typography variant="body2" role="status">
                  {t('contracting-steps:contract.highPowers')}
                </Typography>
              </Grid>
              {higherPowers.map((field, index) => (
                <Grid key={field} size={{ xs: 12, md: 6 }}>
                  {powerInput(field, index + 3, true)}
                </Grid>
              ))}
            </>
          )}
        </Grid>
      </Box>

      <AccessTariffField name="contract.accessTariff" energy="electricity" powerKw={lookupPower} />

      {config.selfconsEnabled && (
        <Stack spacing={2}>
          <FormCheckbox
            name="contract.selfcons"
            variant="switch"
            label={t('contracting-steps:contract.selfcons')}
            hint={t('contracting-steps:contract.selfconsHint')}
            onToggle={(on) =>
              setValue('contract.selfconsCode', on ? sipsSelfconsCode : SELFCONS_NONE, {
                shouldDirty: true,
              })
            }
          />
          {selfcons && (
            <FileListInput
              name="contract.selfconsAttachments"
              label={t('contracting-steps:contract.selfconsAttachments')}
              hint={t('contracting-steps:contract.selfconsAttachmentsHint')}
              min={LEAD_FILE_LIMITS.selfcons_attach.min}
              max={LEAD_FILE_LIMITS.selfcons_attach.max}
              required={config.requireDocumentation}
            />
          )}
        </Stack>
      )}

      <ProductCards section="contract" products={products} tariffChosen={accessTariff !== null} />

      <PromoCodeField />
    </Stack>
  );
}

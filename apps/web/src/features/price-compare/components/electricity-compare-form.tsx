import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { consumptionPeriods } from '@portal/domain/rules/price-compare';
import {
  electricityCompareFormSchema,
  electricityFormPeriods,
  type ElectricityCompareBody,
  type ElectricityCompareField,
  type ElectricityCompareForm as FormValues,
} from '@portal/domain/schemas/price-compare';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormTextField } from '@/components/form/form-fields';
import { setServerFieldErrors } from '@/lib/form-errors';
import { useLang } from '@/lib/i18n';
import {
  lookupCups,
  useComparatorComers,
  useComparatorTariffs,
  useCupsLookup,
} from '../api/lookups';
import { comparatorNamespaces } from '../utils/texts';
import { typedKw } from '../utils/format';
import {
  AmountAndCompare,
  CupsAndRetailerFields,
  DateFields,
  LookupNotice,
} from './compare-form-parts';
import { FormRoot } from '@/components/form/form-root';

const formFields = Object.keys({
  cups: 0,
  comerOrigin: 0,
  accessTariff: 0,
  power: 0,
  power2: 0,
  p1: 0,
  p2: 0,
  p3: 0,
  p4: 0,
  p5: 0,
  p6: 0,
  startDate: 0,
  endDate: 0,
  invoiceAmount: 0,
}) as ElectricityCompareField[];

/**
 * The electricity comparator's form (spec 3 points 2, 3 and 5): the CUPS (at 20 or 22 characters
 * SIPS fills the power and the access tariff), the current retailer, the tariff, whose periods
 * decide which power and consumption fields are enabled, the billed dates (dd/mm/yyyy) and what was
 * paid. `onCompare` makes the call; its field errors come back onto the fields.
 */
export function ElectricityCompareForm({
  values,
  onCompare,
}: {
  values: FormValues;
  onCompare: (body: ElectricityCompareBody, values: FormValues) => Promise<unknown>;
}) {
  const { t } = useTranslation(comparatorNamespaces);
  const lang = useLang();
  const tariffs = useComparatorTariffs('electricity');
  const comers = useComparatorComers('electricity');
  const tariffName = useMemo(() => {
    const names = new Map((tariffs.data ?? []).map((tariff) => [tariff.id, tariff.name]));
    return (id: number) => names.get(id);
  }, [tariffs.data]);
  // react-hook-form takes the resolver of each render: the tariffs' names as they load.
  const resolver = useMemo(
    () => zodResolver(electricityCompareFormSchema(tariffName)),
    [tariffName],
  );
  const form = useForm<FormValues, unknown, ElectricityCompareBody>({
    defaultValues: values,
    resolver,
  });
  const { control, setValue, getValues } = form;
  const [cups, accessTariff] = useWatch({ control, name: ['cups', 'accessTariff'] });
  const enabled = electricityFormPeriods(
    accessTariff === null ? undefined : tariffName(accessTariff),
  );

  // SIPS fills the power and the tariff once per CUPS typed (spec 3 point 5).
  const lookup = useCupsLookup('electricity', cups);
  const filledFor = useRef<string | null>(lookupCups(values.cups));
  const sips = lookup.data?.cups_data_availability.available ? lookup.data : null;
  useEffect(() => {
    if (!sips || filledFor.current === sips.cups) return;
    filledFor.current = sips.cups;
    if (sips.power_p1 !== null) setValue('power', typedKw(sips.power_p1, lang));
    setValue('power2', sips.power_p2 === null ? '' : typedKw(sips.power_p2, lang));
    if (sips.access_tariff) setValue('accessTariff', sips.access_tariff.id);
  }, [sips, setValue, lang]);

  const submit = form.handleSubmit(async (body) => {
    try {
      await onCompare(body, getValues());
    } catch (error) {
      setServerFieldErrors(error, formFields, form.setError);
    }
  });

  const clearDisabled = (tariffId: number | null) => {
    const now = electricityFormPeriods(tariffId === null ? undefined : tariffName(tariffId));
    if (!now.power2) setValue('power2', '');
    for (const period of consumptionPeriods) {
      if (!now.consumption.includes(period)) setValue(period, '');
    }
  };

  const notInTariff = t('price-compare:form.notInTariff');
  return (
    <FormRoot form={form}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={3}>
          {(tariffs.isError || comers.isError) && (
            <Alert severity="warning">{t('price-compare:form.listsFailed')}</Alert>
          )}
          <CupsAndRetailerFields
            cupsHint={t('price-compare:form.cupsHint')}
            comers={comers.data ?? []}
          />
          <LookupNotice pending={lookup.isFetching} filled={sips !== null} />
          <Box
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2.5 }}
          >
            <Typography component="legend" variant="h6" sx={{ mb: 1.5 }}>
              {t('price-compare:form.supply')}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2.5,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(3, minmax(0, 1fr))' },
              }}
            >
              <FormSelectField
                name="accessTariff"
                label={t('price-compare:form.accessTariff')}
                placeholder={t('price-compare:form.chooseTariff')}
                required
                options={(tariffs.data ?? []).map((tariff) => ({
                  value: tariff.id,
                  label: tariff.name,
                }))}
                onChosen={(value) => clearDisabled(typeof value === 'number' ? value : null)}
              />
              <FormTextField
                name="power"
                label={t('price-compare:form.power')}
                inputMode="decimal"
                required
              />
              <FormTextField
                name="power2"
                label={t('price-compare:form.power2')}
                inputMode="decimal"
                disabled={!enabled.power2}
                hint={enabled.power2 ? t('price-compare:form.power2Hint') : notInTariff}
              />
            </Box>
          </Box>
          <Box
            component="fieldset"
            sx={{ border: 0, p: 0, m: 0, minWidth: 0, display: 'grid', gap: 2.5 }}
          >
            <Typography component="legend" variant="h6" sx={{ mb: 1.5 }}>
              {t('price-compare:form.consumption')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('price-compare:form.consumptionHint')}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2.5,
                gridTemplateColumns: {
                  xs: 'repeat(2, minmax(0, 1fr))',
                  md: 'repeat(3, minmax(0, 1fr))',
                },
              }}
            >
              {consumptionPeriods.map((period) => {
                const on = enabled.consumption.includes(period);
                return (
                  <FormTextField
                    key={period}
                    name={period}
                    label={t('price-compare:form.period', { period: period.toUpperCase() })}
                    inputMode="numeric"
                    disabled={!on}
                    required={period === 'p1'}
                    hint={on ? undefined : notInTariff}
                  />
                );
              })}
            </Box>
          </Box>
          <DateFields />
          <AmountAndCompare submitting={form.formState.isSubmitting} />
        </Stack>
      </Box>
    </FormRoot>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import {
  gasCompareFormSchema,
  type GasCompareBody,
  type GasCompareField,
  type GasCompareForm as FormValues,
} from '@portal/domain/schemas/price-compare';
import { useEffect, useRef } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormSelectField, FormTextField } from '@/components/form/form-fields';
import { setServerFieldErrors } from '@/lib/form-errors';
import {
  lookupCups,
  useComparatorComers,
  useComparatorTariffs,
  useCupsLookup,
} from '../api/lookups';
import { comparatorNamespaces } from '../utils/texts';
import {
  AmountAndCompare,
  CupsAndRetailerFields,
  DateFields,
  LookupNotice,
} from './compare-form-parts';
import { FormRoot } from '@/components/form/form-root';

const formFields: GasCompareField[] = [
  'cups',
  'comerOrigin',
  'access_tariff',
  'consumption',
  'startDate',
  'endDate',
  'invoiceAmount',
];

const resolver = zodResolver(gasCompareFormSchema);

/**
 * The gas comparator's form (spec 3 points 2, 3 and 5): every field required; SIPS fills the access
 * tariff of a whole CUPS, and choosing another tariff clears the consumption (spec 3 point 4).
 */
export function GasCompareForm({
  values,
  onCompare,
}: {
  values: FormValues;
  onCompare: (body: GasCompareBody, values: FormValues) => Promise<unknown>;
}) {
  const { t } = useTranslation(comparatorNamespaces);
  const tariffs = useComparatorTariffs('gas');
  const comers = useComparatorComers('gas');
  const form = useForm<FormValues, unknown, GasCompareBody>({ defaultValues: values, resolver });
  const { control, setValue, getValues } = form;
  const cups = useWatch({ control, name: 'cups' });

  const lookup = useCupsLookup('gas', cups);
  const filledFor = useRef<string | null>(lookupCups(values.cups));
  const sips = lookup.data?.cups_data_availability.available ? lookup.data : null;
  useEffect(() => {
    if (!sips || filledFor.current === sips.cups) return;
    filledFor.current = sips.cups;
    if (sips.access_tariff) setValue('access_tariff', sips.access_tariff.id);
  }, [sips, setValue]);

  const submit = form.handleSubmit(async (body) => {
    try {
      await onCompare(body, getValues());
    } catch (error) {
      setServerFieldErrors(error, formFields, form.setError);
    }
  });

  return (
    <FormRoot form={form}>
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <Stack spacing={3}>
          {(tariffs.isError || comers.isError) && (
            <Alert severity="warning">{t('price-compare:form.listsFailed')}</Alert>
          )}
          <CupsAndRetailerFields
            cupsHint={t('price-compare:form.gasCupsHint')}
            comers={comers.data ?? []}
          />
          <LookupNotice pending={lookup.isFetching} filled={sips !== null} />
          <Box
            sx={{
              display: 'grid',
              gap: 2.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <FormSelectField
              name="access_tariff"
              label={t('price-compare:form.gasTariff')}
              placeholder={t('price-compare:form.chooseTariff')}
              required
              options={(tariffs.data ?? []).map((tariff) => ({
                value: tariff.id,
                label: tariff.name,
              }))}
              onChosen={() => setValue('consumption', '')}
            />
            <FormTextField
              name="consumption"
              label={t('price-compare:form.gasConsumption')}
              hint={t('price-compare:form.gasConsumptionHint')}
              inputMode="numeric"
              required
            />
          </Box>
          <DateFields />
          <AmountAndCompare submitting={form.formState.isSubmitting} />
        </Stack>
      </Box>
    </FormRoot>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatDisplayDate } from '@portal/domain/format/dates';
import {
  cleanNumericInput,
  emptyInvoiceFilterForm,
  invoiceFilterInputSchema,
  type InvoiceFilterForm,
} from '@portal/domain/schemas/invoice-filters';
import type { FilterParams } from '@portal/domain/schemas/invoices';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CalendarButton } from '@/components/form/calendar-button';
import { FormSelectField, FormTextField, type FieldOption } from '@/components/form/form-fields';
import type { FilterFields } from './invoice-filters';
import { FormRoot } from '@/components/form/form-root';

const resolver = zodResolver(invoiceFilterInputSchema);

/**
 * The form's values as typed: dates as every date is shown, dd/MM/yyyy in every language (spec 1
 * point 9). Text fields, not date inputs, which show the browser's format (mm/dd/yyyy in en-US);
 * each has a button that opens the browser's date picker and writes the day picked.
 */
const typedValues = (values: InvoiceFilterForm): InvoiceFilterForm => ({
  ...values,
  dateFrom: formatDisplayDate(values.dateFrom),
  dateTo: formatDisplayDate(values.dateTo),
});

/**
 * The filter form of an invoice list (spec 2 point 5): dates (YYYY-MM-DD, end not before start),
 * amounts (cleaned to digits, comma, dot and minus as typed) and the contract, supply point and
 * invoice address from filter/params. Applying hands the valid values up. Its own chunk: the panel
 * loads it the first time it opens (invoice-filters.tsx).
 */
export function InvoiceFilterFormFields({
  values,
  fields,
  options,
  onApply,
}: {
  values: InvoiceFilterForm;
  fields: FilterFields;
  options: FilterParams | undefined;
  onApply: (values: InvoiceFilterForm) => void;
}) {
  const { t } = useTranslation('invoices');
  const form = useForm<InvoiceFilterForm, unknown, InvoiceFilterForm>({
    resolver,
    defaultValues: typedValues(values),
  });
  const { handleSubmit, reset, getValues, setValue } = form;

  const select = (name: 'contract' | 'cups' | 'address', choices: FieldOption<string>[]) => (
    <FormSelectField
      name={name}
      label={t(`filters.${name}`)}
      options={choices}
      placeholder={t('filters.any')}
      emptyValue=""
      size="small"
    />
  );

  return (
    <FormRoot form={form}>
      <Box
        component="form"
        noValidate
        aria-label={t('filters.title')}
        onSubmit={handleSubmit(onApply)}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {(['dateFrom', 'dateTo'] as const).map((name) => (
          <FormTextField
            key={name}
            name={name}
            label={t(`filters.${name}`)}
            placeholder={t('filters.datePlaceholder')}
            // The label stays above the field, out of the way of the format the placeholder shows.
            filled
            size="small"
            inputMode="numeric"
            autoComplete="off"
            slotProps={{ input: { maxLength: 10 } }}
            endAdornment={
              <CalendarButton
                fieldLabel={t(`filters.${name}`)}
                readValue={() => getValues(name)}
                onPick={(day) => setValue(name, day, { shouldDirty: true })}
              />
            }
          />
        ))}
        {(['amountMin', 'amountMax'] as const).map((name) => (
          <FormTextField
            key={name}
            name={name}
            label={t(`filters.${name}`)}
            size="small"
            inputMode="decimal"
            autoComplete="off"
            transform={cleanNumericInput}
          />
        ))}
        {fields.contract &&
          (options?.contracts?.length ?? 0) > 0 &&
          select(
            'contract',
            (options?.contracts ?? []).map((name) => ({ value: name, label: name })),
          )}
        {fields.cups &&
          (options?.cups?.length ?? 0) > 0 &&
          select(
            'cups',
            (options?.cups ?? []).map((name) => ({ value: name, label: name })),
          )}
        {fields.address &&
          (options?.addresses?.length ?? 0) > 0 &&
          select(
            'address',
            (options?.addresses ?? []).map((address) => ({
              value: String(address.id),
              label: address.full_address,
            })),
          )}
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1,
            alignItems: 'flex-start',
            gridColumn: '1 / -1',
          }}
        >
          <Button type="submit" variant="contained">
            {t('filters.apply')}
          </Button>
          <Button
            type="button"
            onClick={() => {
              reset(emptyInvoiceFilterForm);
              onApply(emptyInvoiceFilterForm);
            }}
          >
            {t('filters.clear')}
          </Button>
        </Box>
      </Box>
    </FormRoot>
  );
}

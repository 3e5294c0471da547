import { zodResolver } from '@hookform/resolvers/zod';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@portal/domain/format/dates';
import {
  cleanNumericInput,
  emptyInvoiceFilterForm,
  invoiceFilterInputSchema,
  type InvoiceFilterForm,
} from '@portal/domain/schemas/invoice-filters';
import type { FilterParams } from '@portal/domain/schemas/invoices';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CalendarButton } from '@/components/form/calendar-button';
import { FormSelectField, FormTextField, type FieldOption } from '@/components/form/form-fields';

const resolver = zodResolver(invoiceFilterInputSchema);

/** The fields a list filters by: multipoint invoices have no contract or supply point. */
export interface FilterFields {
  contract: boolean;
  cups: boolean;
  address: boolean;
}

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
 * The filter panel of an invoice list (spec 2 point 5): dates (YYYY-MM-DD, end not before start),
 * amounts (cleaned to digits, comma, dot and minus as typed) and the contract, supply point and
 * invoice address from filter/params. Applying hands the valid values up; the list keeps them in
 * the URL.
 */
export function InvoiceFilters({
  values,
  fields,
  options,
  defaultExpanded,
  onApply,
}: {
  values: InvoiceFilterForm;
  fields: FilterFields;
  options: FilterParams | undefined;
  defaultExpanded: boolean;
  onApply: (values: InvoiceFilterForm) => void;
}) {
  const { t } = useTranslation('invoices');
  const id = useId();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const form = useForm<InvoiceFilterForm, unknown, InvoiceFilterForm>({
    resolver,
    defaultValues: typedValues(values),
  });
  const { handleSubmit, reset, getValues, setValue } = form;
  const active = Object.values(values).filter((value) => value !== '').length;

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
    <Accordion
      expanded={expanded}
      onChange={(_event, next) => setExpanded(next)}
      variant="outlined"
      disableGutters
      sx={{ mb: 2, borderRadius: 1, '&::before': { display: 'none' } }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon aria-hidden />}
        aria-controls={`${id}-panel`}
        id={`${id}-summary`}
      >
        <FilterListIcon aria-hidden sx={{ mr: 1 }} />
        <Typography component="span" sx={{ fontWeight: 700 }}>
          {t('filters.title')}
        </Typography>
        {active > 0 && (
          <Typography component="span" sx={{ ml: 1, color: 'text.secondary' }}>
            ({t('filters.active', { count: active })})
          </Typography>
        )}
      </AccordionSummary>
      <AccordionDetails id={`${id}-panel`}>
        <FormProvider {...form}>
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
        </FormProvider>
      </AccordionDetails>
    </Accordion>
  );
}

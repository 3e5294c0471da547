import { zodResolver } from '@hookform/resolvers/zod';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FilterListIcon from '@mui/icons-material/FilterList';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@portal/domain/format/dates';
import {
  cleanNumericInput,
  emptyInvoiceFilterForm,
  invoiceFilterInputSchema,
  type InvoiceFilterForm,
} from '@portal/domain/schemas/invoice-filters';
import type { FilterParams } from '@portal/domain/schemas/invoices';
import { useId, useState, type ChangeEvent } from 'react';
import { useForm, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CalendarButton } from '@/components/form/calendar-button';

const resolver = zodResolver(invoiceFilterInputSchema);

const errorKeys = [
  'invalid_date',
  'date_range_invalid',
  'invalid_number',
  'amount_range_invalid',
] as const;

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
  const {
    register,
    handleSubmit,
    reset,
    getValues,
    setValue,
    formState: { errors },
  } = useForm<InvoiceFilterForm, unknown, InvoiceFilterForm>({
    resolver,
    defaultValues: typedValues(values),
  });
  const active = Object.values(values).filter((value) => value !== '').length;

  const errorText = (error: FieldError | undefined) => {
    const key = errorKeys.find((candidate) => candidate === error?.message);
    return key ? t(`filters.errors.${key}`) : undefined;
  };
  // MUI's TextField takes the input's ref as inputRef (its ref is the wrapper's).
  const field = (name: keyof InvoiceFilterForm) => {
    const { ref, ...rest } = register(name);
    return { ...rest, inputRef: ref };
  };
  const numeric = (name: 'amountMin' | 'amountMax') => {
    const registered = field(name);
    return {
      ...registered,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const cleaned = cleanNumericInput(event.target.value);
        if (cleaned !== event.target.value) event.target.value = cleaned;
        return registered.onChange(event);
      },
    };
  };
  const textField = (name: keyof InvoiceFilterForm) => ({
    error: errors[name] !== undefined,
    helperText: errorText(errors[name]),
    size: 'small' as const,
    fullWidth: true,
  });
  const select = (
    name: 'contract' | 'cups' | 'address',
    choices: { value: string; label: string }[],
  ) => (
    <TextField
      select
      label={t(`filters.${name}`)}
      {...textField(name)}
      {...field(name)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{t('filters.any')}</option>
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </TextField>
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
            <TextField
              key={name}
              label={t(`filters.${name}`)}
              placeholder={t('filters.datePlaceholder')}
              {...textField(name)}
              {...field(name)}
              slotProps={{
                inputLabel: { shrink: true },
                htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10 },
                input: {
                  endAdornment: (
                    <CalendarButton
                      fieldLabel={t(`filters.${name}`)}
                      readValue={() => getValues(name)}
                      onPick={(day) => setValue(name, day, { shouldDirty: true })}
                    />
                  ),
                },
              }}
            />
          ))}
          <TextField
            label={t('filters.amountMin')}
            {...textField('amountMin')}
            {...numeric('amountMin')}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
          <TextField
            label={t('filters.amountMax')}
            {...textField('amountMax')}
            {...numeric('amountMax')}
            slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
          />
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
      </AccordionDetails>
    </Accordion>
  );
}

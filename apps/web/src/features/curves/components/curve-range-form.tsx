import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { formatDisplayDate, parseDisplayDate } from '@portal/domain/format/dates';
import { CURVE_MAX_RANGE_DAYS, type CurveGranularity } from '@portal/domain/schemas/curves';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarButton } from '@/components/form/calendar-button';
import { TextInput } from '@/components/form/text-input';
import { useLang } from '@/lib/i18n';
import {
  validateCurveRange,
  type CurveRange,
  type CurveRangeErrorCode,
  type CurveRangeErrors,
} from '@portal/domain/curves/curve-range';
import { numberLocale } from '@/lib/number-locale';

/** Where the API's refusal of a range shows: a bad date on the start, the rest on the end. */
function serverErrors(code: CurveRangeErrorCode | null): CurveRangeErrors {
  if (code === null) return {};
  return code === 'cch_invalid_date' ? { start: code } : { end: code };
}

/**
 * The days to show, typed as every date is shown, dd/mm/yyyy (spec 1 point 9). Checked here with the
 * API's rules before anything is asked (a day that does not exist, an end before the start, a range
 * longer than the granularity answers); the API's own 400 shows at the same fields.
 */
export function CurveRangeForm({
  range,
  granularity,
  serverError,
  onApply,
}: {
  range: CurveRange;
  granularity: CurveGranularity;
  serverError: CurveRangeErrorCode | null;
  onApply: (range: CurveRange) => void;
}) {
  const { t } = useTranslation(['consumption', 'errors']);
  const lang = useLang();
  const [start, setStart] = useState(() => formatDisplayDate(range.start));
  const [end, setEnd] = useState(() => formatDisplayDate(range.end));
  const [errors, setErrors] = useState<CurveRangeErrors>({});
  const shown = { ...serverErrors(serverError), ...errors };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = { start: parseDisplayDate(start), end: parseDisplayDate(end) };
    const found = validateCurveRange(typed.start, typed.end, granularity);
    setErrors(found);
    if (Object.keys(found).length > 0 || typed.start === null || typed.end === null) return;
    onApply({ start: typed.start, end: typed.end });
  };

  const field = (name: 'start' | 'end', value: string, set: (value: string) => void) => {
    const change = (next: string) => {
      set(next);
      if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }));
    };
    return (
      <Box sx={{ flex: '1 1 10rem', minWidth: 0, maxWidth: { sm: '12rem' } }}>
        <TextInput
          label={t(`range.${name}`)}
          placeholder={t('range.placeholder')}
          value={value}
          onChange={(event) => change(event.target.value)}
          endAdornment={
            <CalendarButton
              fieldLabel={t(`range.${name}`)}
              readValue={() => value}
              onPick={change}
            />
          }
          error={shown[name] !== undefined}
          helperText={shown[name] ? t(`errors:${shown[name]}`) : undefined}
          size="small"
          inputProps={{ inputMode: 'numeric', autoComplete: 'off', maxLength: 10 }}
        />
      </Box>
    );
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label={t('range.label')}
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}
    >
      {field('start', start, setStart)}
      {field('end', end, setEnd)}
      <Button type="submit" variant="outlined" sx={{ whiteSpace: 'nowrap', minHeight: 40 }}>
        {t('range.apply')}
      </Button>
      <Box
        component="p"
        sx={{ flexBasis: '100%', m: 0, typography: 'caption', color: 'text.secondary' }}
      >
        {t('range.max', {
          days: new Intl.NumberFormat(numberLocale(lang)).format(CURVE_MAX_RANGE_DAYS[granularity]),
        })}
      </Box>
    </Box>
  );
}

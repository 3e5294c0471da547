import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { formatDisplayDate, parseDisplayDate } from '@portal/domain/format/dates';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The calendar of a date field typed as every date is shown, dd/mm/yyyy (spec 1 point 9): a button
 * at the field's end opens the browser's own date picker (a native `<input type="date">`, no
 * JavaScript calendar), and the day picked is written into the field as if typed. The field keeps
 * its text, its validation and its format whatever the browser's language.
 */
export function CalendarButton({
  fieldLabel,
  readValue,
  onPick,
}: {
  /** The date field's label, which the button's name repeats. */
  fieldLabel: string;
  /** The field's text now, dd/mm/yyyy: the day the picker opens on when it is one. */
  readValue: () => string;
  /** The day picked, dd/mm/yyyy. */
  onPick: (display: string) => void;
}) {
  const { t } = useTranslation('common');
  const picker = useRef<HTMLInputElement>(null);
  const open = () => {
    const input = picker.current;
    if (!input) return;
    input.value = parseDisplayDate(readValue()) ?? '';
    // Every browser the portal supports has it; without it the field is typed, as it always can be.
    input.showPicker?.();
  };
  return (
    <InputAdornment position="end" sx={{ position: 'relative' }}>
      <IconButton
        edge="end"
        size="small"
        onClick={open}
        aria-label={t('datePicker.open', { label: fieldLabel })}
      >
        <CalendarMonthIcon fontSize="small" aria-hidden />
      </IconButton>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden
        onChange={(event) => {
          if (event.target.value) onPick(formatDisplayDate(event.target.value));
        }}
        // Under the button, so that the picker opens there; rendered (showPicker needs it) but unseen.
        style={{
          position: 'absolute',
          right: 0,
          bottom: 0,
          width: 1,
          height: 1,
          opacity: 0,
          border: 0,
          padding: 0,
          pointerEvents: 'none',
        }}
      />
    </InputAdornment>
  );
}

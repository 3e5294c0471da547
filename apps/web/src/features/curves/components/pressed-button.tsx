import Button, { type ButtonProps } from '@mui/material/Button';

/**
 * A button that stays pressed (aria-pressed), filled while it is. A plain Button rather than MUI's
 * ToggleButton, whose chunk other pages share: a new user of it splits that chunk, which every
 * first page pays for in its list of chunks to preload (ARCHITECTURE.md "Budgets").
 */
export function PressedButton({
  pressed,
  sx,
  ...props
}: Omit<ButtonProps, 'variant' | 'aria-pressed'> & { pressed: boolean }) {
  return (
    <Button
      {...props}
      size="small"
      variant={pressed ? 'contained' : 'outlined'}
      aria-pressed={pressed}
      // As written: upper case would turn kWh into KWH.
      sx={{ textTransform: 'none', whiteSpace: 'nowrap', ...sx }}
    />
  );
}

import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { SxProps, Theme } from '@mui/material/styles';
import { useId, type ChangeEvent, type FocusEvent, type ReactNode, type Ref } from 'react';

/**
 * A labelled native select (the phone's own picker on mobile) with helper or error text; its
 * children are the `option`s (and `optgroup`s). Built like `TextInput`: MUI's TextField would
 * bring the menu select, its popover and modal into every form's chunk. Bound to a form by
 * spreading `register(name)` (name, onChange, onBlur) and passing its ref as `inputRef`.
 */
export function SelectInput({
  label,
  helperText,
  error = false,
  required = false,
  disabled = false,
  size,
  fullWidth = true,
  sx,
  inputRef,
  name,
  value,
  onChange,
  onBlur,
  children,
}: {
  label: string;
  helperText?: ReactNode;
  error?: boolean;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
  inputRef?: Ref<HTMLSelectElement>;
  name?: string;
  /** The chosen option's value; without it the select keeps its own (a registered field). */
  value?: string;
  onChange?: (event: ChangeEvent<HTMLSelectElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  children: ReactNode;
}) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl
      fullWidth={fullWidth}
      required={required}
      disabled={disabled}
      error={error}
      size={size}
      sx={sx}
    >
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <NativeSelect
        input={<OutlinedInput label={label} notched />}
        inputProps={{ id, name }}
        aria-describedby={helperText ? helperId : undefined}
        inputRef={inputRef}
        value={value}
        onChange={onChange}
        onBlur={onBlur}
      >
        {children}
      </NativeSelect>
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ComponentProps, type Ref } from 'react';

type InputProps = ComponentProps<typeof OutlinedInput>;

/**
 * A labelled outlined text input with helper or error text. MUI's TextField would also bring the
 * Select and the filled and standard variants into every form's chunk.
 */
export function TextInput({
  label,
  helperText,
  error = false,
  required = false,
  inputRef,
  ...input
}: Omit<InputProps, 'label' | 'error' | 'inputRef'> & {
  label: string;
  helperText?: string | undefined;
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <FormControl fullWidth error={error} required={required} variant="outlined">
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        inputRef={inputRef}
        aria-describedby={helperText ? helperId : undefined}
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId, type ComponentProps, type HTMLAttributes, type Ref } from 'react';

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
  describedBy,
  inputMode,
  slotProps,
  filled,
  size,
  ...input
}: Omit<InputProps, 'label' | 'error' | 'inputRef' | 'inputMode' | 'size'> & {
  /** The on-screen keyboard to offer (set on the input element itself). */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  label: string;
  helperText?: string | undefined;
  error?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  /** Ids of further elements that describe the input (e.g. a password checklist). */
  describedBy?: string | undefined;
  /**
   * The label stays above the input: it holds a value the form set itself (a prefill), which MUI
   * sees on its own only for values typed or given at mount, or its placeholder shows what to type.
   */
  filled?: boolean;
  /** Small for a compact row of fields (a list's filters or search); the label shrinks with it. */
  size?: 'small' | 'medium';
}) {
  const id = useId();
  const helperId = `${id}-helper`;
  const description = [helperText ? helperId : undefined, describedBy].filter(Boolean).join(' ');
  return (
    <FormControl fullWidth error={error} required={required} variant="outlined" size={size}>
      <InputLabel htmlFor={id} shrink={filled || undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        notched={filled || undefined}
        id={id}
        label={label}
        inputRef={inputRef}
        aria-describedby={description || undefined}
        slotProps={
          inputMode ? { ...slotProps, input: { ...slotProps?.input, inputMode } } : slotProps
        }
      />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}

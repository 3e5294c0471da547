import type { ComponentProps } from 'react';
import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { TextInput } from '@/components/form/text-input';
import { fieldErrorText } from '@/lib/form-errors';
import { useContractChangeTexts } from '../utils/texts';

type TextInputProps = ComponentProps<typeof TextInput>;

/**
 * A TextInput bound to a react-hook-form field: its registration, and under it the field's error
 * as text (else the hint).
 */
export function FieldTextInput({
  registration,
  fieldError,
  hint,
  ...input
}: Omit<TextInputProps, 'name' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText'> & {
  registration: UseFormRegisterReturn;
  fieldError: FieldError | undefined;
  hint?: string;
}) {
  const t = useContractChangeTexts();
  const { ref, ...registered } = registration;
  return (
    <TextInput
      {...registered}
      {...input}
      inputRef={ref}
      error={Boolean(fieldError)}
      helperText={fieldErrorText(t, fieldError?.message) ?? hint}
    />
  );
}

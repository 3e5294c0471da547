import type { ComponentProps, ReactNode } from 'react';
import {
  Controller,
  useFormState,
  useWatch,
  type FieldError,
  type RegisterOptions,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldErrorText } from '@/lib/form-errors';
import { SelectInput } from './select-input';
import { TextInput } from './text-input';
import { useFormMethods } from './form-root';

/**
 * Fields bound by name to the react-hook-form form around them (`useFormMethods`): for forms made
 * of blocks, such as the contracting wizard, whose steps and shared blocks (an address, a file list)
 * each render their part of one form. A field shows its error from the form's state: a code of the
 * `validation` namespace (set by `setError(path, { message: code })` or by a rule's message), and
 * the error goes once the field changes (the form judges it again on the next submit).
 */

const formNamespaces = ['forms', 'validation', 'errors'] as const;

/** The `t` of the shared form blocks: their own texts and the field and request errors. */
export function useFormTexts() {
  return useTranslation(formNamespaces).t;
}

/** The error of a field of the form around, kept current. */
export function useFieldError(name: string): FieldError | undefined {
  const { control, getFieldState } = useFormMethods();
  const state = useFormState({ control, name });
  return getFieldState(name, state).error;
}

/**
 * The text of a field's error, if any; with several names, the first one's that has an error (a
 * field that shows two values of the form, such as a locality and its code).
 */
export function useFieldErrorText(
  name: string | readonly string[],
  options?: { size?: number },
): string | undefined {
  const t = useFormTexts();
  const { control, getFieldState } = useFormMethods();
  const names = typeof name === 'string' ? [name] : [...name];
  const state = useFormState({ control, name: names });
  const error = names.map((each) => getFieldState(each, state).error).find(Boolean);
  return fieldErrorText(t, error?.message, options);
}

/** Clears the errors of fields once their value changes. */
export function useClearErrorOnChange(name: string | readonly string[]) {
  const { clearErrors, getFieldState } = useFormMethods();
  const names = typeof name === 'string' ? [name] : name;
  return () => {
    const failed = names.filter((each) => getFieldState(each).error);
    if (failed.length > 0) clearErrors(failed);
  };
}

type TextInputProps = ComponentProps<typeof TextInput>;

/**
 * A text field of the form: registered under `name` (with `rules`, whose messages are error codes),
 * its error or else its hint under it. `transform` rewrites what is typed (uppercase, no spaces).
 */
export function FormTextField({
  name,
  rules,
  hint,
  transform,
  filled = false,
  ...input
}: Omit<
  TextInputProps,
  'name' | 'onChange' | 'onBlur' | 'inputRef' | 'error' | 'helperText' | 'value'
> & {
  name: string;
  rules?: RegisterOptions;
  hint?: string | undefined;
  transform?: (typed: string) => string;
}) {
  const { register } = useFormMethods();
  const errorText = useFieldErrorText(name);
  const clearError = useClearErrorOnChange(name);
  const value: unknown = useWatch({ name });
  const { ref, onChange, ...registered } = register(name, rules);
  return (
    <TextInput
      {...registered}
      {...input}
      filled={filled || (typeof value === 'string' && value !== '')}
      inputRef={ref}
      onChange={(event) => {
        if (transform) event.target.value = transform(event.target.value);
        clearError();
        return onChange(event);
      }}
      error={Boolean(errorText)}
      helperText={errorText ?? hint}
    />
  );
}

export interface FieldOption<T> {
  value: T;
  label: string;
}

/**
 * A native select of the form (the phone's own picker on mobile) whose options carry ids, numbers or
 * texts (the form keeps their type; the empty option is `emptyValue`). Built like `TextInput`:
 * MUI's TextField would bring the menu select, its popover and modal into every form's chunk.
 */
export function FormSelectField<T extends string | number>({
  name,
  label,
  options,
  placeholder,
  required = false,
  disabled = false,
  hint,
  emptyValue = null,
  onChosen,
  errorNames = [],
  size,
}: {
  name: string;
  label: string;
  /** Further fields whose errors show at this one (and go when it changes). */
  errorNames?: readonly string[];
  options: readonly FieldOption<T>[];
  /** The empty first option's text; none is offered without it. */
  placeholder?: string;
  required?: boolean;
  disabled?: boolean;
  hint?: ReactNode;
  /** The field's value when the empty option is chosen (null, or '' for text fields). */
  emptyValue?: T | null | '';
  /** Called after the customer chose an option (not when the value is set by code). */
  onChosen?: (value: T | null | '') => void;
  size?: 'small' | 'medium';
}) {
  const { control } = useFormMethods();
  const errorText = useFieldErrorText([name, ...errorNames]);
  const clearError = useClearErrorOnChange([name, ...errorNames]);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const chosen = options.some((option) => option.value === field.value);
        const helper = errorText ?? hint;
        return (
          <SelectInput
            label={label}
            required={required}
            disabled={disabled}
            size={size}
            error={Boolean(errorText)}
            helperText={helper}
            name={field.name}
            inputRef={field.ref}
            value={chosen ? String(field.value) : ''}
            onBlur={field.onBlur}
            onChange={(event) => {
              const option = options.find(({ value }) => String(value) === event.target.value);
              const value = option ? option.value : emptyValue;
              clearError();
              field.onChange(value);
              onChosen?.(value);
            }}
          >
            {(placeholder !== undefined || !chosen) && (
              <option value="">{placeholder ?? ''}</option>
            )}
            {options.map((option) => (
              <option key={option.value} value={String(option.value)}>
                {option.label}
              </option>
            ))}
          </SelectInput>
        );
      }}
    />
  );
}

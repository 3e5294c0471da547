import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Switch from '@mui/material/Switch';
import { useId, type ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useClearErrorOnChange, useFieldErrorText, type FieldOption } from './form-fields';
import { useFormMethods } from './form-root';

/*
 * The choice fields of a react-hook-form form, bound like those of form-fields.tsx: apart from them
 * so that a form of text fields and selects (a list's filters) does not bring the radios,
 * checkboxes and switches into its page's code.
 */

/** Radios of the form in a fieldset with its legend; the values may be of any type (booleans). */
export function FormRadioGroup<T>({
  name,
  legend,
  options,
  required = false,
  hint,
  row = false,
}: {
  name: string;
  legend: string;
  options: readonly FieldOption<T>[];
  required?: boolean;
  hint?: string;
  /** Side by side from the md breakpoint; always stacked on narrow screens. */
  row?: boolean;
}) {
  const { control } = useFormMethods();
  const errorText = useFieldErrorText(name);
  const clearError = useClearErrorOnChange(name);
  const legendId = useId();
  const helperId = useId();
  const description = errorText ?? hint;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const index = options.findIndex((option) => Object.is(option.value, field.value));
        return (
          <FormControl component="fieldset" error={Boolean(errorText)} required={required}>
            <FormLabel component="legend" id={legendId}>
              {legend}
            </FormLabel>
            <RadioGroup
              name={field.name}
              aria-labelledby={legendId}
              aria-describedby={description ? helperId : undefined}
              value={index < 0 ? '' : String(index)}
              onChange={(_event, value) => {
                clearError();
                field.onChange(options[Number(value)]?.value ?? null);
              }}
              onBlur={field.onBlur}
              sx={row ? { flexDirection: { xs: 'column', md: 'row' } } : undefined}
            >
              {options.map((option, at) => (
                <FormControlLabel
                  key={`${at}-${String(option.value)}`}
                  value={String(at)}
                  control={
                    <Radio slotProps={{ input: { ref: at === 0 ? field.ref : undefined } }} />
                  }
                  label={option.label}
                />
              ))}
            </RadioGroup>
            {description && (
              <FormHelperText id={helperId} sx={{ mx: 0 }}>
                {description}
              </FormHelperText>
            )}
          </FormControl>
        );
      }}
    />
  );
}

/**
 * A yes/no of the form (a checkbox, or a switch for something that turns a part of the form on):
 * its label, and its error under it. `onToggle` runs after the customer changed it.
 */
export function FormCheckbox({
  name,
  label,
  variant = 'checkbox',
  hint,
  onToggle,
}: {
  name: string;
  label: ReactNode;
  variant?: 'checkbox' | 'switch';
  hint?: string;
  onToggle?: (checked: boolean) => void;
}) {
  const { control } = useFormMethods();
  const errorText = useFieldErrorText(name);
  const clearError = useClearErrorOnChange(name);
  const helperId = useId();
  const description = errorText ?? hint;
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => {
        const controlProps = {
          name: field.name,
          checked: field.value === true,
          onBlur: field.onBlur,
          onChange: (_event: unknown, checked: boolean) => {
            clearError();
            field.onChange(checked);
            onToggle?.(checked);
          },
          slotProps: {
            input: { ref: field.ref, 'aria-describedby': description ? helperId : undefined },
          },
        };
        return (
          <FormControl error={Boolean(errorText)}>
            <FormControlLabel
              control={
                variant === 'switch' ? <Switch {...controlProps} /> : <Checkbox {...controlProps} />
              }
              label={label}
            />
            {description && (
              <FormHelperText id={helperId} sx={{ mx: 0 }}>
                {description}
              </FormHelperText>
            )}
          </FormControl>
        );
      }}
    />
  );
}

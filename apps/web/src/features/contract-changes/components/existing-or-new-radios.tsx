import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId } from 'react';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';

/** Whether a change takes one of the customer's existing entries or a new one. */
export type ExistingOrNew = 'existing' | 'new';

/** The labelled row of two radios that chooses between an existing entry and a new one. */
export function ExistingOrNewRadios<
  T extends FieldValues,
  TTransformed extends FieldValues,
>(props: {
  control: Control<T, unknown, TTransformed>;
  name: FieldPathByValue<T, ExistingOrNew>;
  label: string;
  existingLabel: string;
  newLabel: string;
}) {
  const labelId = useId();
  return (
    <FormControl>
      <FormLabel id={labelId}>{props.label}</FormLabel>
      <Controller
        control={props.control}
        name={props.name}
        render={({ field }) => (
          <RadioGroup {...field} row aria-labelledby={labelId}>
            <FormControlLabel value="existing" control={<Radio />} label={props.existingLabel} />
            <FormControlLabel value="new" control={<Radio />} label={props.newLabel} />
          </RadioGroup>
        )}
      />
    </FormControl>
  );
}

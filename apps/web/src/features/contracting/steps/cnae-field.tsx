import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { WizardValues } from '@portal/domain/rules/contracting-form';
import { Controller } from 'react-hook-form';
import { useFieldErrorText } from '@/components/form/form-fields';
import { useCnaes } from '../api/lookups';
import { useContractingTexts } from '../utils/texts';
import { useFormMethods } from '@/components/form/form-root';

/**
 * A business's activity (spec 3 point 3, "cnae"): a search over the CNAE list, by code or by its
 * description in the current language; a chosen activity is shown in the current language too. In a
 * chunk of its own with MUI's Autocomplete and Popper, which no home's contracting needs.
 */
export function CnaeField() {
  const t = useContractingTexts();
  const { control } = useFormMethods<WizardValues>();
  const cnaes = useCnaes();
  const errorText = useFieldErrorText('installation.cnae');
  return (
    <Controller
      control={control}
      name="installation.cnae"
      render={({ field }) => (
        <Autocomplete
          options={cnaes.data ?? []}
          loading={cnaes.isPending}
          value={cnaes.data?.find((option) => option.id === field.value?.id) ?? field.value}
          onChange={(_event, value) => field.onChange(value)}
          onBlur={field.onBlur}
          getOptionLabel={(option) => `${option.name} · ${option.descripcio}`}
          isOptionEqualToValue={(option, value) => option.id === value.id}
          loadingText={t('common:loading')}
          noOptionsText={t('contracting:installation.cnaeNone')}
          renderInput={(params) => (
            <TextField
              {...params}
              required
              name={field.name}
              inputRef={field.ref}
              label={t('contracting:installation.cnae')}
              error={Boolean(errorText)}
              helperText={errorText ?? t('contracting:installation.cnaeHint')}
            />
          )}
        />
      )}
    />
  );
}

import Autocomplete, { createFilterOptions } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import type { CurveContracts } from '@portal/domain/schemas/curves';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export type CurveContract = CurveContracts['items'][number];

/** Typing finds a contract by its number, its supply point's address or its CUPS. */
const filterOptions = createFilterOptions<CurveContract>({
  stringify: (contract) => `${contract.name} ${contract.address} ${contract.cups}`,
});

/**
 * The contracts the consumption panel shows (issue 25 point 9): a searchable multi-select of the
 * customer's electricity contracts, each with its supply point's address and CUPS, up to `max` at
 * once and never none.
 */
export function ContractPicker({
  contracts,
  chosen,
  max,
  onChange,
}: {
  contracts: readonly CurveContract[];
  chosen: readonly string[];
  max: number;
  onChange: (names: string[]) => void;
}) {
  const { t } = useTranslation('consumption');
  const helpId = useId();
  const value = chosen.flatMap((name) => contracts.filter((contract) => contract.name === name));
  return (
    <Autocomplete
      multiple
      options={contracts}
      value={value}
      filterOptions={filterOptions}
      disableCloseOnSelect
      disableClearable
      getOptionLabel={(contract) => `${contract.name} · ${contract.address}`}
      isOptionEqualToValue={(option, selected) => option.name === selected.name}
      getOptionDisabled={(option) =>
        value.length >= max && !value.some((selected) => selected.name === option.name)
      }
      onChange={(_event, selected) => {
        if (selected.length > 0 && selected.length <= max) {
          onChange(selected.map((contract) => contract.name));
        }
      }}
      noOptionsText={t('page.noOptions')}
      renderOption={({ key, ...props }, contract) => (
        <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
          <Box component="span" sx={{ display: 'block', fontWeight: 700 }}>
            {contract.name}
          </Box>
          <Box component="span" sx={{ display: 'block', fontSize: '0.875rem' }}>
            {contract.address}
          </Box>
          <Box
            component="span"
            sx={{ display: 'block', fontSize: '0.8125rem', color: 'text.secondary' }}
          >
            {contract.cups}
          </Box>
        </Box>
      )}
      renderValue={(selected, getItemProps) =>
        selected.map((contract, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return (
            <Chip
              key={key}
              {...itemProps}
              size="small"
              label={contract.name}
              title={contract.address}
              // The last contract stays chosen: it has no delete button.
              onDelete={selected.length > 1 ? itemProps.onDelete : undefined}
              slotProps={{
                root: { 'aria-label': `${contract.name}, ${contract.address}` },
              }}
            />
          );
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('page.contracts')}
          helperText={t('page.contractsHelp', { max })}
          slotProps={{
            ...params.slotProps,
            formHelperText: { id: helpId },
            htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': helpId },
          }}
        />
      )}
    />
  );
}

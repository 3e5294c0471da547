import Box from '@mui/material/Box';
import FormLabel from '@mui/material/FormLabel';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import { readingField, type CaseForm } from '@portal/domain/schemas/case-forms';
import type { ReadingPeriod } from '@portal/domain/schemas/cases';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { TextInput } from '@/components/form/text-input';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { fieldErrorText } from '@/lib/form-errors';
import type { ContractChoice } from '../api/get-contract-choices';
import { useRequestTexts } from '../utils/texts';
import { RetryAlert } from '@/components/ui/retry-alert';

/**
 * The meter readings of the auto-reads request (spec 2 point 2, decision 017): a whole number for
 * each period of the chosen contract's access tariff, or the one reading of a gas meter in m³.
 */
export function MeterReadingsFields({
  contract,
  tariff,
  periods,
  register,
  errors,
}: {
  contract: ContractChoice | undefined;
  /** The chosen contract's access tariff, as the contract list says it. */
  tariff: UseQueryResult<string>;
  periods: readonly ReadingPeriod[];
  register: UseFormRegister<CaseForm<File>>;
  errors: FieldErrors<CaseForm<File>>;
}) {
  const t = useRequestTexts();
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('requests:autoReads.readingsLegend')}
      </FormLabel>
      {!contract && (
        <Typography variant="body2" color="text.secondary">
          {t('requests:autoReads.chooseContractFirst')}
        </Typography>
      )}
      {contract && tariff.isPending && <DelayedSpinner delayMs={200} />}
      {contract && tariff.isError && (
        <RetryAlert role="alert" onRetry={() => void tariff.refetch()}>
          {t('requests:autoReads.tariffError')}
        </RetryAlert>
      )}
      {contract && tariff.isSuccess && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {contract.type === 'gas'
              ? t('requests:autoReads.gasHint')
              : t('requests:autoReads.tariffHint', { tariff: tariff.data })}
          </Typography>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
            }}
          >
            {periods.map((period) => {
              const name = readingField(period);
              const { ref, ...registered } = register(name);
              return (
                <TextInput
                  key={name}
                  {...registered}
                  inputRef={ref}
                  required
                  label={
                    contract.type === 'gas'
                      ? t('requests:autoReads.gasReading')
                      : t('requests:autoReads.periodReading', { period: period.toUpperCase() })
                  }
                  slotProps={{ input: { inputMode: 'numeric' } }}
                  autoComplete="off"
                  error={Boolean(errors[name])}
                  helperText={fieldErrorText(t, errors[name]?.message)}
                />
              );
            })}
          </Box>
        </>
      )}
    </Box>
  );
}

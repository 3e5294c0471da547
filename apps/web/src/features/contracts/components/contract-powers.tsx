import Box from '@mui/material/Box';
import { formatKw } from '@portal/domain/format/units';
import type { ElectricityContract } from '@portal/domain/schemas/contracts';
import { useLang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';

/** Contracted power per period, in kW in the language's number format ("P1: 4,6 kW"). */
export function ContractPowers({
  periods,
}: {
  periods: ElectricityContract['contracted_power_period'];
}) {
  const locale = numberLocale(useLang());
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {periods.map(({ period, power }) => (
        <li key={period}>{`${period}: ${formatKw(power, locale)}`}</li>
      ))}
    </Box>
  );
}

import { formatEuros, formatKwh } from '@portal/domain/format/units';
import type { Lang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';

/** Energy in kWh, up to `decimals` decimals ("1.234,5 kWh"). */
export const kwh = (value: number, lang: Lang, decimals = 0): string =>
  formatKwh(value, numberLocale(lang), decimals);

/** An amount in € with two decimals, or with up to `decimals` when a cent is too coarse. */
export function euros(value: number, lang: Lang, decimals = 2): string {
  if (decimals <= 2) return formatEuros(value, numberLocale(lang));
  return new Intl.NumberFormat(numberLocale(lang), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: decimals,
  }).format(value);
}

/** A number without its unit, for columns whose header names it ("1.353,237"). */
export const decimal = (value: number, lang: Lang, maxDecimals: number, minDecimals = 0): string =>
  new Intl.NumberFormat(numberLocale(lang), {
    minimumFractionDigits: minDecimals,
    maximumFractionDigits: maxDecimals,
  }).format(value);

/**
 * Adds values without binary-float residue (0.1 + 0.2): energies come with three decimals and costs
 * with six, so they are added as whole millionths.
 */
export function sum(values: readonly (number | null | undefined)[]): number {
  let total = 0;
  for (const value of values) if (value) total += Math.round(value * 1_000_000);
  return total / 1_000_000;
}

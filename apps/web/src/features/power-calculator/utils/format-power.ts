import type { Lang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';

/** A power in kW with 2 decimals in the language's format (4,24 in Spanish, 4.24 in English). */
export function formatKwNumber(kw: number, lang: Lang): string {
  return new Intl.NumberFormat(numberLocale(lang), {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(kw);
}

/** A plain number in the language's format (the appliances' unit powers: 0,0085). */
export function formatNumber(value: number, lang: Lang): string {
  return new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: 4 }).format(value);
}

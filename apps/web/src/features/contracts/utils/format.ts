import type { Lang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';

/** A measure with its unit, up to `decimals` decimals in the language's format ("0,05 bar"). */
export function formatMeasure(value: number, unit: string, lang: Lang, decimals = 3): string {
  const number = new Intl.NumberFormat(numberLocale(lang), {
    maximumFractionDigits: decimals,
  }).format(value);
  return `${number}\u00a0${unit}`;
}

import { formatEuros, formatKwh } from '@portal/domain/format/units';
import type { Lang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';

export const euros = (value: number, lang: Lang): string => formatEuros(value, numberLocale(lang));

export const kwh = (value: number, lang: Lang): string => formatKwh(value, numberLocale(lang));

/** Euros without cents, for a chart axis: "25.000 €", "€25,000". */
export const wholeEuros = (value: number, lang: Lang): string =>
  new Intl.NumberFormat(numberLocale(lang), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(value);

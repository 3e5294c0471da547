import { formatEuros, formatKwh } from '@portal/domain/format/units';
import type { Lang } from '@/lib/i18n';

/** Number formats of each interface language: comma decimals in Spanish and Catalan. */
const numberLocales: Record<Lang, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' };

export const numberLocale = (lang: Lang): string => numberLocales[lang];

export const euros = (value: number, lang: Lang): string => formatEuros(value, numberLocales[lang]);

export const kwh = (value: number, lang: Lang): string => formatKwh(value, numberLocales[lang]);

/** Euros without cents, for a chart axis: "25.000 €", "€25,000". */
export const wholeEuros = (value: number, lang: Lang): string =>
  new Intl.NumberFormat(numberLocales[lang], {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(value);

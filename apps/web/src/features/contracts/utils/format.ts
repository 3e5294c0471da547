import type { Lang } from '@/lib/i18n';

/** Number formats of each interface language: comma decimals in Spanish and Catalan. */
const numberLocales: Record<Lang, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' };

export const numberLocale = (lang: Lang): string => numberLocales[lang];

/** A measure with its unit, up to `decimals` decimals in the language's format ("0,05 bar"). */
export function formatMeasure(value: number, unit: string, lang: Lang, decimals = 3): string {
  const number = new Intl.NumberFormat(numberLocales[lang], {
    maximumFractionDigits: decimals,
  }).format(value);
  return `${number}\u00a0${unit}`;
}

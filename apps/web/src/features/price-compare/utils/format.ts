import type { Lang } from '@/lib/locales';
import { numberLocale } from '@/lib/number-locale';

/** A power as the visitor would type it in their language: "4,6" in Spanish and Catalan. */
export function typedKw(kw: number, lang: Lang): string {
  const text = String(Math.round(kw * 1000) / 1000);
  return lang === 'en' ? text : text.replace('.', ',');
}

/** A number in the interface language, up to `decimals` decimals. */
export function formatNumber(value: number, lang: Lang, decimals: number): string {
  return new Intl.NumberFormat(numberLocale(lang), { maximumFractionDigits: decimals }).format(
    value,
  );
}

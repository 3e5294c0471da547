import type { Lang } from './locales';

/** Number formats of each interface language: comma decimals in Spanish and Catalan. */
const numberLocales: Record<Lang, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' };

export const numberLocale = (lang: Lang): string => numberLocales[lang];

/**
 * Makes the browser load its locale data for `lang`. It does so at the first number or date
 * formatter a page creates: some 20 ms on a laptop and four times that on a phone, spent inside
 * whichever render formats first (a contract's powers, an upload's size limit) and lengthening
 * that task. Called at start while the texts download, the cost falls where the main thread waits
 * (issue 26, docs/decisions/004).
 */
export function loadLocaleData(lang: Lang): void {
  const locale = numberLocale(lang);
  new Intl.NumberFormat(locale).format(0);
  new Intl.DateTimeFormat(locale).format(0);
}

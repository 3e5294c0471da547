import type { Lang } from './locales';

/** Number formats of each interface language: comma decimals in Spanish and Catalan. */
const numberLocales: Record<Lang, string> = { es: 'es-ES', ca: 'ca-ES', en: 'en-GB' };

export const numberLocale = (lang: Lang): string => numberLocales[lang];

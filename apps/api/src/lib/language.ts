export const serverLanguages = ['es', 'ca', 'en'] as const;
export type ServerLanguage = (typeof serverLanguages)[number];

/** Reads the `lang` query parameter (es, ca-ES, en-US…) into one of the languages texts exist in. */
export function toServerLanguage(value: unknown, fallback: ServerLanguage = 'es'): ServerLanguage {
  if (typeof value !== 'string') return fallback;
  const base = value.slice(0, 2).toLowerCase();
  return (serverLanguages as readonly string[]).includes(base)
    ? (base as ServerLanguage)
    : fallback;
}

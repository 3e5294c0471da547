/**
 * Languages the portal ships texts and paths for (spec 1 point 1: Catalan, Spanish and English).
 * Without imports, so that the build can read them and the path table (vite.config.ts).
 */
export const languages = ['es', 'ca', 'en'] as const;
export type Lang = (typeof languages)[number];
export const defaultLanguage: Lang = 'es';

export const isLang = (value: unknown): value is Lang =>
  typeof value === 'string' && (languages as readonly string[]).includes(value);

/** The texts' namespaces: one file per language and namespace (src/locales). */
export const namespaces = [
  'common',
  'auth',
  'profile',
  'errors',
  'validation',
  'contracts',
  'contract-changes',
  'invoices',
  'payment',
  'consumption',
  'claims',
  'contact',
  'requests',
  'contracting',
  'contracting-steps',
  'forms',
  'newsletters',
  'omip',
  'power-calculator',
  'price-compare',
  'backoffice',
  'backoffice-queues',
  'backoffice-customers',
  'backoffice-admin',
  'backoffice-content',
] as const;
export type Namespace = (typeof namespaces)[number];

/**
 * The namespaces loaded from the start: error pages, the crash page and the session dialog need the
 * errors.
 */
export const startNamespaces = ['common', 'errors'] as const satisfies readonly Namespace[];

/**
 * The cookie that mirrors the visitor's language choice, so that the server can start the right
 * texts downloading with the page (apps/api/src/plugins/first-load-hints.ts).
 */
export const LANGUAGE_COOKIE = 'portal_language';

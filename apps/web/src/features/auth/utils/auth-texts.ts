import type { TFunction } from 'i18next';

/** The namespaces of the account pages (the page map loads all of them with the page). */
export const authNamespaces = ['auth', 'errors', 'validation', 'common'] as const;
export type AuthTexts = TFunction<typeof authNamespaces>;

/** The account pages join several errors of a field by commas (spec 3 point 8). */
export const byCommas = { joinedBy: 'commas' } as const;

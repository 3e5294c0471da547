import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The namespaces of the requests' screens: their own texts, field and request errors, common words. */
export const requestNamespaces = ['requests', 'validation', 'errors', 'common'] as const;
export type RequestTexts = TFunction<typeof requestNamespaces>;

export function useRequestTexts(): RequestTexts {
  return useTranslation(requestNamespaces).t;
}

import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/**
 * The back office's namespaces: its own texts, the requests' status and file texts (the same cases
 * the customers see), field and request errors, common words.
 */
export const backofficeNamespaces = [
  'backoffice',
  'requests',
  'validation',
  'errors',
  'common',
] as const;
export type BackofficeTexts = TFunction<typeof backofficeNamespaces>;

export function useBackofficeTexts(): BackofficeTexts {
  return useTranslation(backofficeNamespaces).t;
}

import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The work queues' namespaces: their own texts, the back office's, field and request errors. */
export const queuesNamespaces = [
  'backoffice-queues',
  'backoffice',
  'validation',
  'errors',
  'common',
] as const;
export type QueuesTexts = TFunction<typeof queuesNamespaces>;

export function useQueuesTexts(): QueuesTexts {
  return useTranslation(queuesNamespaces).t;
}

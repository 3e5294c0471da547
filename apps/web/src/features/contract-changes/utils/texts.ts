import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';

/** The namespaces of the change dialogs: their own texts, field and request errors, common words. */
export const contractChangeNamespaces = [
  'contract-changes',
  'validation',
  'errors',
  'common',
] as const;
export type ContractChangeTexts = TFunction<typeof contractChangeNamespaces>;

export function useContractChangeTexts(): ContractChangeTexts {
  return useTranslation(contractChangeNamespaces).t;
}

/** The locale amounts are formatted in, from the interface language. */
export function useNumberLocale(): string {
  return numberLocale(useLang());
}

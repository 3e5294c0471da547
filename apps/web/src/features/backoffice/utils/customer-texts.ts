import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { backofficeNamespaces } from './texts';

/** The customers' screens' texts (issue 27), before the back office's shared ones. */
export const customerNamespaces = ['backoffice-customers', ...backofficeNamespaces] as const;
export type CustomerTexts = TFunction<typeof customerNamespaces>;

export function useCustomerTexts(): CustomerTexts {
  return useTranslation(customerNamespaces).t;
}

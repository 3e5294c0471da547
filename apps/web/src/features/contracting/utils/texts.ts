import { useTranslation } from 'react-i18next';

/** The namespaces of the contracting pages: the wizard's, its steps', the form blocks' and errors. */
export const contractingNamespaces = [
  'contracting',
  'contracting-steps',
  'forms',
  'validation',
  'errors',
  'common',
] as const;

export function useContractingTexts() {
  return useTranslation(contractingNamespaces).t;
}

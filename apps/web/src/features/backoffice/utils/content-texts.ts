import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** The content and imports screens' namespaces: their own texts, field and request errors. */
const contentNamespaces = ['backoffice-content', 'validation', 'errors', 'common'] as const;
export type ContentTexts = TFunction<typeof contentNamespaces>;

export function useContentTexts(): ContentTexts {
  return useTranslation(contentNamespaces).t;
}

import { formatDisplayDateTime } from '@portal/domain/format/dates';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { backofficeNamespaces } from './texts';

/** The admin screens' texts (settings, audit trail, staff, API tokens) over the back office's. */
export const adminNamespaces = ['backoffice-admin', ...backofficeNamespaces] as const;
export type AdminTexts = TFunction<typeof adminNamespaces>;

export function useAdminTexts(): AdminTexts {
  return useTranslation(adminNamespaces).t;
}

/** How a setting's or an audit entry's value reads: on/off, empty, a list, the value itself. */
export function settingValueText(t: AdminTexts, value: unknown): string {
  if (value === true) return t('backoffice-admin:values.on');
  if (value === false) return t('backoffice-admin:values.off');
  if (value === null || value === undefined || value === '') {
    return t('backoffice-admin:values.empty');
  }
  if (Array.isArray(value)) {
    return value.length === 0 ? t('backoffice-admin:values.none') : value.join(', ');
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * A moment as the rest of the back office and the portal show it (dd/MM/yyyy HH:mm, spec 1 point 9),
 * not in the browser's own locale, which may not be the language the screen is in.
 */
export const formatDateTime = (value: string) => formatDisplayDateTime(value);

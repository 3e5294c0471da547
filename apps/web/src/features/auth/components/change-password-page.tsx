import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/layout/page-heading';

/** Shell page; the form comes with its issue. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('routes.changePassword')}</PageHeading>;
}

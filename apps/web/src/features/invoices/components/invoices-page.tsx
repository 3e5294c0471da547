import { useTranslation } from 'react-i18next';
import { PageHeading } from '@/components/layout/page-heading';

/** Shell page; the invoice list comes with its issue. */
export function InvoicesPage() {
  const { t } = useTranslation();
  return <PageHeading>{t('routes.invoices')}</PageHeading>;
}

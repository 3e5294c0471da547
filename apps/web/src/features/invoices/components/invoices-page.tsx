import { useTranslation } from 'react-i18next';
import { CouponBanners, ServerBanner } from '@/app/page-banners';
import { PageHeading } from '@/components/layout/page-heading';

/** Shell page; the invoice list comes with its issue. */
export function InvoicesPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t('routes.invoices')}</PageHeading>
      <ServerBanner code="invoices_top" />
      <CouponBanners />
    </>
  );
}

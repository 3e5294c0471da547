import { useTranslation } from 'react-i18next';
import { CouponBanners } from '@/app/page-banners';
import { PageHeading } from '@/components/layout/page-heading';

/** Shell page; the contract list comes with its issue. */
export function ContractsPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t('routes.contracts')}</PageHeading>
      <CouponBanners />
    </>
  );
}

import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { useFeatureFlag } from '@/lib/feature-flags';
import { useSignedIn } from '@/lib/session';
import { useSettings } from '@/lib/settings';

/**
 * Banners the customer-area pages show above their content. Features meet here (STYLE.md): the page
 * map hands them to the pages that show them, and the banner code loads in a chunk of its own only
 * where it is shown. Their code and data suspend the page (the layout shows its loading state), so
 * nothing the page has painted moves down when a banner arrives.
 */
const LazyCouponBanners = lazy(() =>
  import('@/features/coupons/components/coupon-banners').then((m) => ({
    default: m.CouponBanners,
  })),
);
const LazyServerBanner = lazy(() =>
  import('@/features/dynamic-content/components/server-banner').then((m) => ({
    default: m.ServerBanner,
  })),
);

/** The customer's coupons, when showCoupons and the flag coupons.coupon are on (spec 1 point 2). */
export function CouponBanners() {
  const settings = useSettings();
  const signedIn = useSignedIn();
  const flag = useFeatureFlag('coupons.coupon');
  if (!settings.features.showCoupons || !signedIn || !flag) return null;
  return (
    <ErrorBoundary fallback={null}>
      <LazyCouponBanners />
    </ErrorBoundary>
  );
}

/** The retailer's banner of a code (e.g. `invoices_top`), when it has defined one. */
function ServerBanner({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <ErrorBoundary fallback={null}>
      <LazyServerBanner code={code} label={t('banners.label')} />
    </ErrorBoundary>
  );
}

/** Above the invoice lists: the retailer's `invoices_top` banner, then the coupons. */
export function InvoicesBanners() {
  return (
    <>
      <ServerBanner code="invoices_top" />
      <CouponBanners />
    </>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RetryAlert } from '@/components/ui/retry-alert';
import { PageHeading } from '@/components/layout/page-heading';
import { DelayedSpinner } from '@/components/ui/delayed-spinner';
import { useOmipAlerts } from '../api/get-omip-alerts';
import { useOmipProducts } from '../api/get-omip-products';
import { OmipAlertFormSection } from './omip-alert-form';
import { OmipAlertList } from './omip-alert-list';
import { OmipChartSection } from './omip-chart-section';

/**
 * OMIP price alerts, /omipComponent (spec 3 points 2 and 4, docs/decisions/022): the customer's
 * alerts with their delete action, the add form and a chart of a product's prices. Products and
 * alerts load apart, and each failure has its own error alert.
 */
export function OmipPage() {
  const { t } = useTranslation(['omip']);
  const products = useOmipProducts();
  const alerts = useOmipAlerts();
  const [chosen, setChosen] = useState<number | null>(null);
  const chartProduct = chosen ?? products.data?.[0]?.id ?? null;

  return (
    <>
      <PageHeading>{t('omip:title')}</PageHeading>
      <Typography sx={{ mb: 3, maxWidth: '70ch' }}>{t('omip:intro')}</Typography>
      <Box sx={{ display: 'grid', gap: 3 }}>
        {alerts.isPending && <DelayedSpinner />}
        {alerts.isError && (
          <RetryAlert onRetry={() => void alerts.refetch()}>
            {t('omip:errors.alertFetchError')}
          </RetryAlert>
        )}
        {alerts.data && <OmipAlertList alerts={alerts.data} />}
        {products.isError && (
          <RetryAlert onRetry={() => void products.refetch()}>
            {t('omip:errors.productFetchError')}
          </RetryAlert>
        )}
        {products.data && (
          <>
            <OmipAlertFormSection products={products.data} onProductChosen={setChosen} />
            {products.data.length > 0 && (
              <OmipChartSection
                products={products.data}
                productId={chartProduct}
                onProductChange={setChosen}
              />
            )}
          </>
        )}
      </Box>
    </>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { OmipProduct } from '@portal/domain/schemas/omip';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionPanel } from '@/components/layout/section-panel';
import { useLang } from '@/lib/i18n';
import { useOmipPrices } from '../api/get-omip-prices';
import { formatDay, formatPricePerMwh } from '../utils/omip-format';
import { SelectInput } from '@/components/form/select-input';

const OmipPriceChart = lazy(() => import('./omip-price-chart'));

const CHART_HEIGHT = 260;

/** The figures of the series in words: the chart's text alternative, shown to everyone. */
function useSummary(name: string, prices: readonly { day: string; price: number }[]) {
  const { t } = useTranslation(['omip']);
  const lang = useLang();
  const first = prices[0];
  const last = prices.at(-1);
  if (!first || !last) return null;
  const values = prices.map((point) => point.price);
  return t('omip:chart.summary', {
    product: name,
    from: formatDay(first.day),
    to: formatDay(last.day),
    last: formatPricePerMwh(last.price, lang),
    min: formatPricePerMwh(Math.min(...values), lang),
    max: formatPricePerMwh(Math.max(...values), lang),
  });
}

/**
 * A small chart of a product's daily settlement prices over the last year, with its product
 * chooser; the summary under it is its text alternative (min, max, latest).
 */
export function OmipChartSection({
  products,
  productId,
  onProductChange,
}: {
  products: readonly OmipProduct[];
  productId: number | null;
  onProductChange: (id: number) => void;
}) {
  const { t } = useTranslation(['omip']);
  const lang = useLang();
  const prices = useOmipPrices(productId);
  const product = products.find((each) => each.id === productId);
  const summary = useSummary(product?.name ?? '', prices.data?.prices ?? []);

  return (
    <SectionPanel title={t('omip:chart.title')}>
      <SelectInput
        size="small"
        label={t('omip:chart.product')}
        value={productId === null ? '' : String(productId)}
        onChange={(event) => onProductChange(Number(event.target.value))}
        sx={{ mb: 2, maxWidth: 360 }}
      >
        {products.map((each) => (
          <option key={each.id} value={String(each.id)}>
            {each.name}
          </option>
        ))}
      </SelectInput>
      {prices.isError && <Alert severity="error">{t('omip:chart.loadError')}</Alert>}
      {prices.isPending && productId !== null && (
        <Skeleton variant="rectangular" height={CHART_HEIGHT} />
      )}
      {prices.data && prices.data.prices.length === 0 && (
        <Alert severity="info">{t('omip:chart.noData')}</Alert>
      )}
      {prices.data && prices.data.prices.length > 0 && (
        <>
          <Box sx={{ minHeight: CHART_HEIGHT }}>
            <Suspense fallback={<Skeleton variant="rectangular" height={CHART_HEIGHT} />}>
              <OmipPriceChart
                prices={prices.data.prices}
                label={t('omip:chart.label', { product: prices.data.name })}
                formatPrice={(value) => formatPricePerMwh(value, lang)}
                formatDay={formatDay}
              />
            </Suspense>
          </Box>
          {summary && (
            <Typography variant="body2" sx={{ mt: 1 }}>
              {summary}
            </Typography>
          )}
        </>
      )}
    </SectionPanel>
  );
}

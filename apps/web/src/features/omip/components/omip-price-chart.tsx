import Box from '@mui/material/Box';
import { LineChart } from '@mui/x-charts/LineChart';

export interface OmipPriceChartProps {
  /** Days as YYYY-MM-DD, oldest first, with their prices in €/MWh. */
  prices: readonly { day: string; price: number }[];
  /** The accessible name of the figure; the summary under it says the figures in words. */
  label: string;
  /** A price as the tooltip shows it. */
  formatPrice: (value: number) => string;
  /** A day as the axis and the tooltip show it. */
  formatDay: (day: string) => string;
}

/**
 * The product's daily settlement prices as a line. Its own chunk: @mui/x-charts loads only where a
 * chart is shown (ARCHITECTURE.md "Web"). No animation under automation, so screenshots repeat.
 */
export default function OmipPriceChart({
  prices,
  label,
  formatPrice,
  formatDay,
}: OmipPriceChartProps) {
  const automated = typeof navigator !== 'undefined' && navigator.webdriver;
  const days = prices.map((point) => point.day);
  return (
    <Box component="figure" aria-label={label} sx={{ m: 0, width: '100%', minWidth: 0 }}>
      <LineChart
        height={260}
        skipAnimation={automated}
        xAxis={[
          {
            scaleType: 'point',
            data: days.map((_day, index) => index),
            valueFormatter: (index: number) => {
              const day = days[index];
              return day ? formatDay(day) : '';
            },
            tickInterval: (_value: number, index: number) => index % 21 === 0,
          },
        ]}
        yAxis={[{ width: 48 }]}
        series={[
          {
            data: prices.map((point) => point.price),
            showMark: false,
            color: '#1565c0',
            valueFormatter: (value: number | null) => (value === null ? '' : formatPrice(value)),
          },
        ]}
        hideLegend
        margin={{ left: 8, right: 16 }}
      />
    </Box>
  );
}

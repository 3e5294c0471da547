import Box from '@mui/material/Box';
import { BarChart } from '@mui/x-charts/BarChart';

export interface InvoicesBarChartProps {
  /** The x-axis labels, one per month. */
  months: string[];
  series: { key: string; label: string; data: number[]; color?: string }[];
  /** Formats a bar's value for the tooltip. */
  format: (value: number) => string;
  /** Formats the value axis' ticks. */
  axisFormat: (value: number) => string;
  /** The accessible name of the figure; the data table says the same in words. */
  label: string;
}

/**
 * The stacked monthly bars of the invoices chart. Its own chunk: @mui/x-charts loads only where a
 * chart is shown (ARCHITECTURE.md "Web"). No animation under automation, so screenshots repeat.
 */
export default function InvoicesBarChart({
  months,
  series,
  format,
  axisFormat,
  label,
}: InvoicesBarChartProps) {
  const automated = typeof navigator !== 'undefined' && navigator.webdriver;
  return (
    <Box component="figure" aria-label={label} sx={{ m: 0, width: '100%', minWidth: 0 }}>
      <BarChart
        height={300}
        skipAnimation={automated}
        xAxis={[{ scaleType: 'band', data: months }]}
        // Sized to the longest tick label, so "25.000 €" or "250.000 kWh" is never cut.
        yAxis={[{ valueFormatter: (value: number) => axisFormat(value), width: 'auto' }]}
        series={series.map((entry) => ({
          id: entry.key,
          label: entry.label,
          color: entry.color,
          data: entry.data,
          stack: 'total',
          valueFormatter: (value: number | null) => (value === null ? '' : format(value)),
        }))}
        margin={{ left: 8, right: 8 }}
      />
    </Box>
  );
}

import Skeleton from '@mui/material/Skeleton';

/**
 * The place of the invoices' chart while its code or its invoices load: the list renders it while
 * the chart's chunk downloads, the chart while its invoices do, so nothing moves between the two.
 */
export function InvoicesChartPlaceholder() {
  return <Skeleton variant="rounded" height={300} sx={{ mb: 2 }} aria-hidden />;
}

import TableChartIcon from '@mui/icons-material/TableChart';
import Alert from '@mui/material/Alert';
import { grey } from '@mui/material/colors';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import {
  limitChartSeries,
  monthlyInvoiceChart,
  type ChartInvoice,
} from '@portal/domain/rules/invoice-chart';
import type { FilterCondition, Invoice, MultipointInvoice } from '@portal/domain/schemas/invoices';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { SelectInput } from '@/components/form/select-input';
import { useLang } from '@/lib/i18n';
import { seriesColor } from '@/lib/series-colors';
import { useSettings } from '@/lib/settings';
import { useInvoiceHistory } from '../api/get-invoice-history';
import { euros, kwh, wholeEuros } from '../utils/format';
import { numberLocale } from '@/lib/number-locale';
import type { InvoiceListType } from '../utils/invoice-types';
import type { InvoicesBarChartProps } from './invoices-bar-chart';
import { InvoicesChartPlaceholder } from './invoices-chart-placeholder';

const InvoicesBarChart = lazy(() => import('./invoices-bar-chart'));

type Measure = 'amount' | 'energy';

/** What the chart reads of an invoice of either list. */
function chartInvoices(items: (Invoice | MultipointInvoice)[]): ChartInvoice[] {
  return items.map((item) =>
    'contract' in item
      ? {
          series: item.contract.name,
          day: item.end_date,
          amount_total: item.amount_total,
          energy_consumed: item.energy_consumed,
          rectificative_type: item.rectificative_type,
        }
      : { series: item.full_address, day: item.date, amount_total: item.amount_total },
  );
}

/** A contract's supply point address, by contract name, as its invoices give it. */
function supplyAddresses(items: (Invoice | MultipointInvoice)[]): Map<string, string> {
  const addresses = new Map<string, string>();
  for (const item of items) {
    if ('contract' in item) addresses.set(item.contract.name, item.cups.full_address);
  }
  return addresses;
}

/**
 * The stacked monthly chart of a list (spec 2 points 2 and 9), over the invoices the filters select:
 * amount or energy (multipoint invoices have amounts only), one year at a time, with its data as a
 * table for whoever cannot read the bars.
 */
export function InvoicesChartPanel({
  type,
  conditions,
}: {
  type: InvoiceListType;
  conditions: FilterCondition[];
}) {
  const { t } = useTranslation('invoices');
  const lang = useLang();
  const { maxChartSeries } = useSettings().invoices;
  const history = useInvoiceHistory(type, conditions);
  const [measure, setMeasure] = useState<Measure>('amount');
  const [chosenYear, setChosenYear] = useState<number>();
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const currentYear = new Date().getFullYear();

  const chart = useMemo(
    () => monthlyInvoiceChart(chartInvoices(history.data ?? []), currentYear),
    [history.data, currentYear],
  );
  const years = [...new Set(chart.months.map((month) => Number(month.slice(0, 4))))];
  // The newest year that has an invoice, unless the customer picked another.
  const latestWithData = years.findLast((year) =>
    chart.series.some((series) =>
      series.amount.some(
        (value, index) => value !== 0 && chart.months[index]!.startsWith(`${year}-`),
      ),
    ),
  );
  const year = chosenYear !== undefined && years.includes(chosenYear) ? chosenYear : latestWithData;

  if (history.isPending) {
    return <InvoicesChartPlaceholder />;
  }
  if (history.isError) {
    return (
      <Alert severity="warning" sx={{ mb: 2 }}>
        {t('chart.failed')}
      </Alert>
    );
  }
  if (year === undefined) return null;

  const start = chart.months.indexOf(`${year}-01`);
  const shown = chart.months.slice(start, start + 12);
  const monthName = new Intl.DateTimeFormat(numberLocale(lang), { month: 'short' });
  const monthLong = new Intl.DateTimeFormat(numberLocale(lang), { month: 'long' });
  const labels = shown.map((month) => monthName.format(new Date(`${month}-15T12:00:00`)));
  const yearSeries = chart.series.map((entry) => ({
    key: entry.key,
    amount: entry.amount.slice(start, start + 12),
    energy: entry.energy.slice(start, start + 12),
  }));
  const { named, others } = limitChartSeries(yearSeries, maxChartSeries);
  const addresses = supplyAddresses(history.data ?? []);
  // Each contract its own colour, and its supply point's address beside its number.
  const series: InvoicesBarChartProps['series'] = named.map((entry, index) => {
    const address = addresses.get(entry.key);
    return {
      key: `contract-${entry.key}`,
      label: address ? `${entry.key} · ${address}` : entry.key,
      data: entry[measure],
      color: seriesColor(index),
    };
  });
  if (others) {
    // Grey, not a series colour: "others" is no contract.
    series.push({
      key: 'others',
      label: t('chart.others'),
      data: others[measure],
      color: grey[600],
    });
  }
  const format = (value: number) => (measure === 'amount' ? euros(value, lang) : kwh(value, lang));
  // Whole units on the axis: its ticks are round numbers, and decimals only widen it.
  const axisFormat = (value: number) =>
    measure === 'amount' ? wholeEuros(value, lang) : kwh(value, lang);
  const measureText = t(`chart.${measure}`);
  const canShowEnergy = type !== 'multipoint';

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`${tableId}-title`}
      sx={{ p: 2, mb: 2 }}
    >
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          gap: 2,
          alignItems: 'center',
          justifyContent: 'space-between',
          mb: 1,
        }}
      >
        <Typography id={`${tableId}-title`} variant="h6" component="h2">
          {t('chart.title')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
          {canShowEnergy && (
            <ToggleButtonGroup
              exclusive
              size="small"
              color="primary"
              value={measure}
              aria-label={t('chart.measure')}
              onChange={(_event, value: Measure | null) => {
                if (value) setMeasure(value);
              }}
            >
              {/* As written: upper case would turn kWh into KWH. */}
              <ToggleButton value="amount" sx={{ textTransform: 'none' }}>
                {t('chart.amount')}
              </ToggleButton>
              <ToggleButton value="energy" sx={{ textTransform: 'none' }}>
                {t('chart.energy')}
              </ToggleButton>
            </ToggleButtonGroup>
          )}
          <SelectInput
            size="small"
            fullWidth={false}
            label={t('chart.year')}
            value={String(year)}
            onChange={(event) => setChosenYear(Number(event.target.value))}
            sx={{ minWidth: '7rem' }}
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </SelectInput>
        </Box>
      </Box>
      <ErrorBoundary
        fallback={
          <Alert severity="warning" sx={{ my: 1 }}>
            {t('chart.failed')}
          </Alert>
        }
      >
        <Suspense fallback={<Skeleton variant="rounded" height={300} aria-hidden />}>
          <InvoicesBarChart
            months={labels}
            series={series}
            format={format}
            axisFormat={axisFormat}
            label={t('chart.label', { measure: measureText, year })}
          />
        </Suspense>
      </ErrorBoundary>
      <Button
        size="small"
        startIcon={<TableChartIcon aria-hidden />}
        aria-expanded={showTable}
        aria-controls={tableId}
        onClick={() => setShowTable((shown) => !shown)}
      >
        {t(showTable ? 'chart.hideTable' : 'chart.showTable')}
      </Button>
      {/*
        A table wider than the screen scrolls in its box (focusable, so a keyboard can scroll it
        too); its caption stays outside the box, wrapping in the panel's width, and names it.
      */}
      <Box id={tableId} hidden={!showTable} sx={{ mt: 1 }}>
        {showTable && (
          <>
            <Typography
              id={`${tableId}-caption`}
              variant="body2"
              color="text.secondary"
              sx={{ mb: 1 }}
            >
              {t('chart.tableCaption', { measure: measureText, year })}
            </Typography>
            <TableContainer tabIndex={0} role="region" aria-labelledby={`${tableId}-caption`}>
              <Table size="small" aria-labelledby={`${tableId}-caption`}>
                <TableHead>
                  <TableRow>
                    <TableCell component="th" scope="col" sx={{ fontWeight: 700 }}>
                      {t('chart.month')}
                    </TableCell>
                    {series.map((entry) => (
                      <TableCell
                        key={entry.key}
                        scope="col"
                        align="right"
                        // A supply point's address wraps rather than widen its column.
                        sx={{ fontWeight: 700, minWidth: '7rem', maxWidth: '14rem' }}
                      >
                        {entry.label}
                      </TableCell>
                    ))}
                    <TableCell scope="col" align="right" sx={{ fontWeight: 700 }}>
                      {t('chart.total')}
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {shown.map((month, index) => {
                    const values = series.map((entry) => entry.data[index] ?? 0);
                    const total =
                      values.reduce((sum, value) => sum + Math.round(value * 100), 0) / 100;
                    return (
                      <TableRow key={month}>
                        <TableCell component="th" scope="row">
                          {monthLong.format(new Date(`${month}-15T12:00:00`))}
                        </TableCell>
                        {values.map((value, column) => (
                          <TableCell key={series[column]!.key} align="right">
                            {format(value)}
                          </TableCell>
                        ))}
                        <TableCell align="right">{format(total)}</TableCell>
                      </TableRow>
                    );
                  })}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        )}
      </Box>
    </Paper>
  );
}

import DownloadIcon from '@mui/icons-material/Download';
import TableRowsIcon from '@mui/icons-material/TableRows';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { formatDisplayDate } from '@portal/domain/format/dates';
import type { CurveRange } from '@portal/domain/curves/curve-range';
import type { CurveGranularity } from '@portal/domain/schemas/curves';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { FocusedAlert } from '@/components/ui/focused-alert';
import { useLang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';
import type { useDownloadCurves } from '../api/download-curve';
import type { CurveRequest } from '../api/get-curve';
import type { CurvesState } from '../hooks/use-contract-curves';
import {
  alignPrevious,
  buildCurveChart,
  type ContractCurve,
  type Measure,
} from '../utils/curve-chart';
import { costDecimals, curveLabels, energyDecimals } from '../utils/curve-labels';
import { drillDown } from '../utils/curve-range';
import { euros, kwh, sum } from '../utils/format';
import { PREVIOUS_COLOR } from '../utils/series-colors';
import type { ConsumptionChartSeries } from './consumption-bar-chart';
import { CostSummary } from './cost-summary';
import { CurveTable, type CurveTableColumn } from './curve-table';
import { scrollBox } from './data-table';
import { HatchPattern, svgId } from './hatch-pattern';
import { ProductComparison } from './product-comparison';

const ConsumptionBarChart = lazy(() => import('./consumption-bar-chart'));

const CHART_HEIGHT = 320;
/** Past this many bars the chart keeps 8 px per bar and scrolls sideways inside its box. */
const SCROLL_FROM_BARS = 48;
const PX_PER_BAR = 8;
const MAX_CHART_WIDTH = 16_000;

/**
 * What the consumption panel shows of the curves read: the status, the chart with its legend (or
 * why there is none), the cost and the products compared, the table and the CSV download. A bar
 * (or a table row) drills into its days or hours.
 */
export function ConsumptionBody({
  contracts,
  addresses,
  granularity,
  range,
  previousRange,
  measure,
  compare,
  current,
  previous,
  requests,
  download,
  onDrill,
}: {
  contracts: readonly string[];
  addresses: Readonly<Record<string, string>>;
  granularity: CurveGranularity;
  range: CurveRange;
  /** The same days a year before, which `previous` reads. */
  previousRange: CurveRange;
  measure: Measure;
  compare: boolean;
  current: CurvesState;
  previous: CurvesState;
  /** The curves shown, as the CSV download asks for them. */
  requests: readonly CurveRequest[];
  download: ReturnType<typeof useDownloadCurves>;
  onDrill: (target: { granularity: CurveGranularity; range: CurveRange }) => void;
}) {
  const { t } = useTranslation(['consumption', 'errors']);
  const lang = useLang();
  const id = useId();
  const [showTable, setShowTable] = useState(false);

  const model = buildCurveChart(current.curves);
  const drillTo = (index: number) => {
    const date = model.dates[index];
    const target = date === undefined ? null : drillDown(granularity, date);
    if (target) onDrill(target);
  };
  const canDrill = granularity === 'monthly' || granularity === 'daily';

  const decimals = measure === 'energy' ? energyDecimals[granularity] : costDecimals[granularity];
  const format = (value: number) =>
    measure === 'energy' ? kwh(value, lang, decimals) : euros(value, lang, decimals);
  const axisFormat = (value: number) =>
    measure === 'energy' ? kwh(value, lang, 3) : euros(value, lang, decimals);

  const previousValues =
    compare && previous.curves.length > 0
      ? alignPrevious(
          granularity,
          { dates: model.dates, start: range.start },
          { curves: previous.curves, start: previousRange.start },
        )
      : null;
  const hasPrevious = previousValues?.some((value) => value !== null) === true;

  const contractList = new Intl.ListFormat(numberLocale(lang), { type: 'conjunction' }).format(
    contracts,
  );
  // The days answered: the API leaves out those outside the contracts' lives.
  const answered =
    current.curves.length > 0
      ? {
          start: current.curves.map((curve) => curve.start).sort()[0]!,
          end: current.curves
            .map((curve) => curve.end)
            .sort()
            .at(-1)!,
        }
      : range;
  const description = t('chart.label', {
    measure: t(`measure.unit.${measure}`),
    contracts: contractList,
    step: t(`granularity.step.${granularity}`),
    start: formatDisplayDate(answered.start),
    end: formatDisplayDate(answered.end),
  });

  const stacked: ConsumptionChartSeries[] = model.series.map((entry) => ({
    key: entry.key,
    label:
      entry.kind === 'contract' && addresses[entry.name]
        ? `${entry.name} · ${addresses[entry.name]}`
        : entry.name,
    color: entry.color,
    data: entry.data,
    estimated: entry.estimated,
    stack: 'current',
  }));
  const exported: ConsumptionChartSeries | null =
    measure === 'energy' && model.exported
      ? {
          key: model.exported.key,
          label: t('series.exported'),
          color: model.exported.color,
          data: model.exported.data,
          estimated: model.exported.estimated,
          stack: 'exported',
        }
      : null;
  const comparison: ConsumptionChartSeries | null =
    previousValues && hasPrevious
      ? {
          key: 'previous',
          label: t('series.previous'),
          color: PREVIOUS_COLOR,
          data: previousValues,
          estimated: [],
          stack: 'previous',
        }
      : null;
  const chartSeries = [
    ...stacked,
    ...(exported ? [exported] : []),
    ...(comparison ? [comparison] : []),
  ];
  const tableColumns: CurveTableColumn[] = [...stacked, ...(exported ? [exported] : [])].map(
    (entry) => ({ key: entry.key, label: entry.label, data: entry.data }),
  );

  const bars = model.dates.length;
  const chartWidth = bars > SCROLL_FROM_BARS ? Math.min(bars * PX_PER_BAR, MAX_CHART_WIDTH) : 0;
  const hasData = !current.pending && current.curves.length > 0;

  let status = '';
  if (current.pending) status = t('chart.loading');
  else if (compare && hasData) {
    if (previous.pending) status = t('compare.loading');
    else if (previous.error || previous.rangeError) status = t('compare.failed');
    else if (!hasPrevious) status = t('compare.noData');
  }

  return (
    <>
      <Typography role="status" variant="body2" color="text.secondary" sx={{ minHeight: '1.5em' }}>
        {status}
      </Typography>

      {current.rangeError ? null : current.pending ? (
        <ChartPlaceholder />
      ) : current.error ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={current.refetch}>
              {t('chart.retry')}
            </Button>
          }
        >
          {t('chart.failed')}
        </Alert>
      ) : !hasData ? (
        <Alert severity="info" role="status">
          {t('errors:contract_cch_chart_no_data')}
        </Alert>
      ) : (
        <>
          {current.noData.length > 0 && (
            <Alert severity="info" role="status">
              {t('noData.partial', {
                contracts: new Intl.ListFormat(numberLocale(lang), {
                  type: 'conjunction',
                }).format(current.noData),
              })}
            </Alert>
          )}
          <ChartLegend
            label={t('chart.legend')}
            series={chartSeries}
            estimated={model.estimated.some(Boolean) ? t('series.estimated') : null}
          />
          {/*
            Many bars keep their width and scroll inside this box, never the page: its width is
            its container's (inline-size containment), whatever the chart's.
          */}
          <Box
            tabIndex={chartWidth ? 0 : undefined}
            role={chartWidth ? 'region' : undefined}
            aria-label={chartWidth ? description : undefined}
            sx={scrollBox}
          >
            <Box sx={{ minWidth: chartWidth || undefined }}>
              <ErrorBoundary fallback={<Alert severity="warning">{t('chart.failed')}</Alert>}>
                <Suspense fallback={<ChartPlaceholder />}>
                  <ConsumptionBarChart
                    labels={curveLabels(model.dates, lang, 'axis')}
                    tooltipLabels={curveLabels(model.dates, lang, 'long')}
                    series={chartSeries}
                    format={format}
                    axisFormat={axisFormat}
                    label={description}
                    onSelect={canDrill ? drillTo : undefined}
                  />
                </Suspense>
              </ErrorBoundary>
            </Box>
          </Box>
          {canDrill && (
            <Typography variant="body2" color="text.secondary">
              {t(`chart.drill.${granularity}`)}
            </Typography>
          )}
          {measure === 'cost' && <CostSummary curves={current.curves} />}
          {measure === 'cost' && contracts.length === 1 && contracts[0] && (
            <ProductComparison contract={contracts[0]} range={range} />
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button
              size="small"
              startIcon={<TableRowsIcon aria-hidden />}
              aria-expanded={showTable}
              aria-controls={`${id}-table`}
              onClick={() => setShowTable((shown) => !shown)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t(showTable ? 'table.hide' : 'table.show')}
            </Button>
            <Button
              size="small"
              startIcon={<DownloadIcon aria-hidden />}
              loading={download.isPending}
              loadingPosition="start"
              onClick={() => download.mutate(requests)}
              sx={{ whiteSpace: 'nowrap' }}
            >
              {t('download.button')}
            </Button>
          </Box>
          {download.isError && (
            <FocusedAlert severity="error" onClose={() => download.reset()}>
              {t('download.failed')}
            </FocusedAlert>
          )}
        </>
      )}
      <Box id={`${id}-table`} hidden={!showTable || !hasData} sx={{ minWidth: 0 }}>
        {showTable && hasData && (
          <CurveTable
            caption={description}
            granularity={granularity}
            dates={curveLabels(model.dates, lang, 'long')}
            columns={tableColumns}
            totals={model.totals}
            previous={
              comparison
                ? { key: comparison.key, label: comparison.label, data: comparison.data }
                : null
            }
            estimated={model.estimated}
            format={format}
            onDrill={canDrill ? drillTo : undefined}
            footer={measure === 'cost' ? costFooter(current.curves) : undefined}
          />
        )}
      </Box>
    </>
  );
}

/** Where the chart will be, as tall as it, while it loads. */
function ChartPlaceholder({ height = CHART_HEIGHT }: { height?: number }) {
  return <Box aria-hidden sx={{ height, borderRadius: 1, bgcolor: 'action.hover' }} />;
}

/**
 * The cost table's footer as the cost call totals it, each period rounded to the cent (as on an
 * invoice): by period for one contract, by contract for several (the chart's series keys).
 */
function costFooter(curves: ContractCurve[]): { columns: Record<string, number>; total: number } {
  const columns: Record<string, number> = {};
  for (const { contract, cost } of curves) {
    if (!cost) continue;
    if (curves.length > 1) columns[`contract-${contract}`] = cost.total;
    else for (const period of cost.periods) columns[`period-${period.period}`] = period.cost;
  }
  return { columns, total: sum(curves.map((curve) => curve.cost?.total)) };
}

/** A swatch of a series' colour, hatched for the estimated readings' entry. */
function Swatch({ color, hatched = false }: { color: string; hatched?: boolean }) {
  const pattern = svgId('legend', useId());
  return (
    <svg width="14" height="14" aria-hidden focusable="false" style={{ flexShrink: 0 }}>
      {hatched && (
        <defs>
          <HatchPattern id={pattern} />
        </defs>
      )}
      <rect width="14" height="14" rx="2" fill={color} />
      {hatched && <rect width="14" height="14" rx="2" fill={`url(#${pattern})`} />}
    </svg>
  );
}

/**
 * The chart's legend, outside the chart: it stays in view when many bars scroll sideways, and the
 * estimated readings' hatching has its entry beside the series.
 */
function ChartLegend({
  label,
  series,
  estimated,
}: {
  label: string;
  series: ConsumptionChartSeries[];
  /** The hatched entry's text, when some reading is estimated. */
  estimated: string | null;
}) {
  const entries = [
    ...series.map((entry) => ({ key: entry.key, text: entry.label, color: entry.color })),
    ...(estimated ? [{ key: 'estimated', text: estimated, color: PREVIOUS_COLOR }] : []),
  ];
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, m: 0, p: 0 }}
    >
      {entries.map((entry) => (
        <Box
          component="li"
          key={entry.key}
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, listStyle: 'none' }}
        >
          <Swatch color={entry.color} hatched={entry.key === 'estimated'} />
          <Typography variant="body2" component="span">
            {entry.text}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

import Box from '@mui/material/Box';
import { BarChart, type BarProps } from '@mui/x-charts/BarChart';
import { createContext, useContext, useId } from 'react';
import { HatchPattern, svgId } from './hatch-pattern';

export interface ConsumptionChartSeries {
  key: string;
  label: string;
  color: string;
  data: (number | null)[];
  /** Per bar: drawn hatched, as its reading is estimated. */
  estimated: boolean[];
  /** Series with the same stack pile up; different stacks stand side by side. */
  stack: string;
}

export interface ConsumptionBarChartProps {
  /** The x-axis labels, one per bar. */
  labels: string[];
  /** The same bars named in full, for the tooltip. */
  tooltipLabels: string[];
  series: ConsumptionChartSeries[];
  /** Formats a bar's value for the tooltip. */
  format: (value: number) => string;
  /** Formats the value axis' ticks. */
  axisFormat: (value: number) => string;
  /** The accessible name of the figure; the table view says the same in words. */
  label: string;
  /** A bar (a column of the chart) was chosen: the drill-down, when there is one. */
  onSelect?: ((index: number) => void) | undefined;
}

/** Pixels the value axis needs: its longest tick label at the axis' 12 px font, and the ticks. */
function valueAxisWidth(
  series: ConsumptionChartSeries[],
  axisFormat: (value: number) => string,
): number {
  const stacks = new Map<string, number[]>();
  for (const entry of series) {
    const key = entry.stack;
    const totals = stacks.get(key) ?? [];
    entry.data.forEach((value, index) => {
      totals[index] = (totals[index] ?? 0) + Math.max(0, value ?? 0);
    });
    stacks.set(key, totals);
  }
  const highest = Math.max(0, ...[...stacks.values()].flat());
  // The ticks are round fractions of the top: their labels are as long as these at most.
  const longest = Math.max(
    ...[highest, highest * 0.9, highest / 3, highest / 7, highest / 30].map(
      (value) => axisFormat(value).length,
    ),
  );
  return Math.ceil(longest * 7.2) + 14;
}

/** The hatch pattern's id and, per series, which bars are estimated. */
const HatchContext = createContext<{ pattern: string; estimated: Map<string, boolean[]> }>({
  pattern: '',
  estimated: new Map(),
});

/**
 * A bar with a thin white edge, so stacked periods stay apart, and white hatching over it when its
 * reading is estimated (with a legend entry beside the chart, and a column of the table view).
 */
function HatchedBar(props: BarProps) {
  const { pattern, estimated } = useContext(HatchContext);
  const {
    seriesId,
    dataIndex,
    ownerState,
    color,
    x,
    y,
    width,
    height,
    className,
    onClick,
    cursor,
  } = props;
  // The chart hides a series' bars (its legend entry toggled) through this undeclared prop.
  const { hidden } = props as { hidden?: boolean };
  if (hidden || width <= 0 || height <= 0) return null;
  const hatched = estimated.get(String(seriesId))?.[dataIndex] === true;
  return (
    <g className={className} onClick={onClick} cursor={cursor}>
      <rect
        x={x}
        y={y}
        width={width}
        height={height}
        fill={color}
        stroke="#ffffff"
        strokeWidth={height > 2 ? 0.5 : 0}
        opacity={ownerState.isFaded ? 0.3 : 1}
        filter={ownerState.isHighlighted ? 'brightness(120%)' : undefined}
      />
      {hatched && (
        <rect
          x={x}
          y={y}
          width={width}
          height={height}
          fill={`url(#${pattern})`}
          pointerEvents="none"
        />
      )}
    </g>
  );
}

/**
 * The consumption bars: stacked by tariff period (or by contract), the energy exported and the year
 * before in bars of their own beside them. Its own chunk: @mui/x-charts loads only where a chart is
 * shown (ARCHITECTURE.md "Web"). No animation under automation, so screenshots repeat.
 */
export default function ConsumptionBarChart({
  labels,
  tooltipLabels,
  series,
  format,
  axisFormat,
  label,
  onSelect,
}: ConsumptionBarChartProps) {
  const automated = typeof navigator !== 'undefined' && navigator.webdriver;
  const pattern = svgId('hatch', useId());
  const estimated = new Map(series.map((entry) => [entry.key, entry.estimated]));
  const indexes = labels.map((_label, index) => index);
  return (
    <HatchContext.Provider value={{ pattern, estimated }}>
      <Box component="figure" aria-label={label} sx={{ m: 0, width: '100%', minWidth: 0 }}>
        <BarChart
          height={320}
          skipAnimation={automated}
          xAxis={[
            {
              scaleType: 'band',
              data: indexes,
              valueFormatter: (index: number, context) =>
                (context.location === 'tooltip' ? tooltipLabels[index] : labels[index]) ?? '',
            },
          ]}
          // Sized to the longest tick label, so "2.500 kWh" or "0,0125 €" is never cut. The
          // axis' own 'auto' width kept the first view's when the values changed ("0,8 k…").
          yAxis={[
            {
              valueFormatter: (value: number) => axisFormat(value),
              width: valueAxisWidth(series, axisFormat),
            },
          ]}
          series={series.map((entry) => ({
            id: entry.key,
            label: entry.label,
            color: entry.color,
            data: entry.data,
            stack: entry.stack,
            valueFormatter: (value: number | null) => (value === null ? '' : format(value)),
          }))}
          slots={{ bar: HatchedBar }}
          // The panel shows the legend, outside the box that scrolls.
          hideLegend
          onAxisClick={
            onSelect
              ? (_event, data) => {
                  if (data) onSelect(data.dataIndex);
                }
              : undefined
          }
          margin={{ left: 8, right: 8 }}
        >
          <defs>
            <HatchPattern id={pattern} />
          </defs>
        </BarChart>
      </Box>
    </HatchContext.Provider>
  );
}

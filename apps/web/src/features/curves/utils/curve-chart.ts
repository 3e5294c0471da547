import type { CurveGranularity } from '@portal/domain/schemas/curves';
import { curveInstant, parseCurveDate } from './curve-labels';
import { daysBetween } from '@portal/domain/curves/curve-range';
import { sum } from './format';
import { contractColor, EXPORTED_COLOR, periodColor } from './series-colors';

/** What the bars measure: kWh from the chart call, or € from the cost call. */
export type Measure = 'energy' | 'cost';

/** One item of either call, as the panel reads it: its value in the measure shown. */
export interface CurvePoint {
  date: string;
  period: string;
  /** kWh consumed (activa) or what it cost, in €. */
  value: number;
  /** kWh poured into the grid (exportada); 0 in cost mode. */
  exported: number;
  real: boolean;
}

/** What the cost call adds: the product and the totals per period (issue 13 point 4). */
export interface CurveCostSummary {
  product: string;
  periods: { period: string; activa: number; price: number; cost: number }[];
  total: number;
}

/** One contract's curve over a range, as answered. */
export interface ContractCurve {
  contract: string;
  measure: Measure;
  /** The range answered (the API clamps it to the contract's dates). */
  start: string;
  end: string;
  points: CurvePoint[];
  cost?: CurveCostSummary;
}

export interface ChartSeries {
  key: string;
  /** The tariff period (P1…) or the contract's name; the panel names the other kinds. */
  name: string;
  kind: 'period' | 'contract' | 'exported' | 'previous';
  color: string;
  /** One value per bar; null where the series has none. */
  data: (number | null)[];
  /** One flag per bar: an estimated (or missing) reading is in it. */
  estimated: boolean[];
}

export interface CurveChartModel {
  /** The bars' dates, in time order. */
  dates: string[];
  /** The stacked series: one per tariff period for one contract, one per contract for several. */
  series: ChartSeries[];
  /** The energy exported, when there is any (its own bar beside the stack). */
  exported: ChartSeries | null;
  /** Per bar: the stack's total. */
  totals: number[];
  /** Per bar: whether any of its readings is estimated. */
  estimated: boolean[];
}

/** P1 before P2 … before P6, then any other name alphabetically. */
export function comparePeriods(a: string, b: string): number {
  const number = (period: string) => {
    const match = /^P(\d+)$/.exec(period);
    return match ? Number(match[1]) : Number.POSITIVE_INFINITY;
  };
  return number(a) - number(b) || a.localeCompare(b);
}

/** Every date of the curves once, in time order (contracts may differ in what they have). */
export function curveDates(curves: readonly ContractCurve[]): string[] {
  const dates = new Set<string>();
  for (const curve of curves) for (const point of curve.points) dates.add(point.date);
  return [...dates].sort((a, b) => curveInstant(a) - curveInstant(b));
}

/**
 * The chart of one or several contracts (issue 13 point 5): one contract stacks its tariff periods;
 * several stack one series per contract (each its periods added), in the order chosen.
 */
export function buildCurveChart(curves: readonly ContractCurve[]): CurveChartModel {
  const dates = curveDates(curves);
  const index = new Map(dates.map((date, position) => [date, position]));
  const byContract = curves.length > 1;
  const series = new Map<string, ChartSeries>();
  const exported = dates.map(() => 0);
  const estimated = dates.map(() => false);

  curves.forEach((curve, contractIndex) => {
    for (const point of curve.points) {
      const at = index.get(point.date);
      if (at === undefined) continue;
      const key = byContract ? `contract-${curve.contract}` : `period-${point.period}`;
      let entry = series.get(key);
      if (!entry) {
        entry = {
          key,
          name: byContract ? curve.contract : point.period,
          kind: byContract ? 'contract' : 'period',
          color: byContract ? contractColor(contractIndex) : periodColor(point.period),
          data: dates.map(() => null),
          estimated: dates.map(() => false),
        };
        series.set(key, entry);
      }
      entry.data[at] = sum([entry.data[at], point.value]);
      exported[at] = sum([exported[at], point.exported]);
      if (!point.real) {
        entry.estimated[at] = true;
        estimated[at] = true;
      }
    }
  });

  const stacked = [...series.values()];
  if (!byContract) stacked.sort((a, b) => comparePeriods(a.name, b.name));
  return {
    dates,
    series: stacked,
    exported: exported.some((value) => value > 0)
      ? {
          key: 'exported',
          name: 'exported',
          kind: 'exported',
          color: EXPORTED_COLOR,
          data: exported,
          estimated: [...estimated],
        }
      : null,
    totals: dates.map((_date, at) => sum(stacked.map((entry) => entry.data[at]))),
    estimated,
  };
}

const monthNumber = (year: number, month: number) => year * 12 + (month - 1);

/**
 * Where each date sits in its range, so that a year and the one before line up bar for bar: the
 * n-th month, the n-th day, or the n-th day's local time (its first or second occurrence, for the
 * autumn clock change's repeated hour). A 25-hour day's second 02:00 has no partner in a 24-hour
 * day, and a 23-hour day has no 02:00: those bars stand alone.
 */
export function positionKeys(
  dates: readonly string[],
  granularity: CurveGranularity,
  rangeStart: string,
): string[] {
  const [startYear, startMonth] = rangeStart.split('-').map(Number) as [number, number];
  const seen = new Map<string, number>();
  return dates.map((date) => {
    const parsed = parseCurveDate(date);
    if (!parsed) return `?${date}`;
    if (parsed.kind === 'month') {
      return `m${monthNumber(parsed.year, parsed.month) - monthNumber(startYear, startMonth)}`;
    }
    const day = daysBetween(rangeStart, parsed.day);
    if (parsed.kind === 'day' || granularity === 'daily') return `d${day}`;
    const time = `d${day}T${parsed.time}`;
    const occurrence = seen.get(time) ?? 0;
    seen.set(time, occurrence + 1);
    return `${time}#${occurrence}`;
  });
}

/**
 * The comparison series' values (issue 13 point 5): the same period a year before, every contract
 * and period added, aligned with this year's bars by position (same month, same day of the range,
 * same hour of that day). Null where the year before has no bar.
 */
export function alignPrevious(
  granularity: CurveGranularity,
  current: { dates: readonly string[]; start: string },
  previous: { curves: readonly ContractCurve[]; start: string },
): (number | null)[] {
  const previousDates = curveDates(previous.curves);
  const previousKeys = positionKeys(previousDates, granularity, previous.start);
  const positionOf = new Map(previousDates.map((date, at) => [date, previousKeys[at]!]));
  const totals = new Map<string, number>();
  for (const curve of previous.curves) {
    for (const point of curve.points) {
      const key = positionOf.get(point.date);
      if (key !== undefined) totals.set(key, sum([totals.get(key), point.value]));
    }
  }
  return positionKeys(current.dates, granularity, current.start).map(
    (key) => totals.get(key) ?? null,
  );
}

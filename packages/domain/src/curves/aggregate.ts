/**
 * Sums a contract's stored readings into the bars of a curve chart (spec 2 point 3 "Consumption
 * curve item"): by month or day, one bar per tariff period present; by hour or quarter-hour, one bar
 * per interval, in its period. Energies stay whole Wh (varh for reactive) until shown, so a day's
 * hours add up to the day and a month's days to the month exactly.
 */

import type { CurveGranularity, CurveItem } from '../schemas/curves';
import { curveDayLayout, curveIntervalLabel, nextCurveDay } from './curve-time';
import { energyPeriodsOfDay } from './tariff-periods';

/** One stored day of readings (decision 016). */
export interface CurveDayReadings {
  day: string;
  stepMinutes: 15 | 60;
  /** Wh per interval in the order they happen; null or negative where there is no reading. */
  activa: ArrayLike<number | null>;
  exportada: ArrayLike<number | null> | null;
  reactiva: ArrayLike<number | null> | null;
  /** 1-based numbers of the intervals whose reading is estimated. */
  estimated: readonly number[];
}

/** A bar before it is shown: energies in Wh, the period as its number (1–6). */
export interface CurveBar {
  date: string;
  period: number;
  activa: number;
  exportada: number;
  reactiva: number;
  /** Every interval read for real: none estimated, none missing. */
  real: boolean;
}

const PERIODS = 7; // index 1–6

class PeriodSums {
  activa = new Float64Array(PERIODS);
  exportada = new Float64Array(PERIODS);
  reactiva = new Float64Array(PERIODS);
  read = new Uint32Array(PERIODS);
  notReal = new Uint8Array(PERIODS);
  /** A whole day without readings, or any interval missing: every bar of the group is not real. */
  incomplete = false;

  add(period: number, activa: number, exportada: number, reactiva: number, estimated: boolean) {
    this.activa[period] = this.activa[period]! + activa;
    this.exportada[period] = this.exportada[period]! + exportada;
    this.reactiva[period] = this.reactiva[period]! + reactiva;
    this.read[period] = this.read[period]! + 1;
    if (estimated) this.notReal[period] = 1;
  }

  bars(date: string): CurveBar[] {
    const bars: CurveBar[] = [];
    for (let period = 1; period < PERIODS; period += 1) {
      if (this.read[period] === 0) continue;
      bars.push({
        date,
        period,
        activa: this.activa[period]!,
        exportada: this.exportada[period]!,
        reactiva: this.reactiva[period]!,
        real: !this.incomplete && this.notReal[period] === 0,
      });
    }
    return bars;
  }
}

/** Whether an interval has a reading: stores mark the missing ones null or negative. */
const isReading = (value: number | null | undefined): value is number =>
  value !== null && value !== undefined && value >= 0;

const valueAt = (series: ArrayLike<number | null> | null, position: number) => {
  const value = series?.[position];
  return isReading(value) ? value : 0;
};

function estimatedFlags(day: CurveDayReadings, count: number): Uint8Array | undefined {
  if (day.estimated.length === 0) return undefined;
  const flags = new Uint8Array(count);
  for (const index of day.estimated) if (index >= 1 && index <= count) flags[index - 1] = 1;
  return flags;
}

/**
 * The bars of `days` (sorted by day, within `start`–`end`) at a granularity, for the contract's
 * access tariff. Days the range has but the store lacks make their month or day not real; a day
 * whose arrays do not have the day's number of intervals is left out as corrupt.
 */
export function aggregateCurve(
  days: readonly CurveDayReadings[],
  options: { granularity: CurveGranularity; accessTariff: string; start: string; end: string },
): CurveBar[] {
  const { granularity, accessTariff } = options;
  const bars: CurveBar[] = [];
  const byGroup = granularity === 'monthly' || granularity === 'daily';
  const groupOf = (day: string) => (granularity === 'monthly' ? day.slice(0, 7) : day);

  let group: string | undefined;
  let sums = new PeriodSums();
  let expectedDay = options.start;
  const flush = () => {
    if (group !== undefined) bars.push(...sums.bars(group));
    sums = new PeriodSums();
  };
  /** Marks the groups of the days the store lacks before `day` as incomplete. */
  const skipTo = (day: string) => {
    for (; expectedDay < day; expectedDay = nextCurveDay(expectedDay)) {
      const missingGroup = groupOf(expectedDay);
      if (missingGroup !== group) {
        flush();
        group = missingGroup;
      }
      sums.incomplete = true;
    }
  };

  for (const day of days) {
    if (day.day < options.start || day.day > options.end) continue;
    const layout = curveDayLayout(day.day, day.stepMinutes);
    const count = layout.wallMinutes.length;
    if (day.activa.length !== count) continue;
    if (granularity === 'quarter_hourly' && day.stepMinutes !== 15) continue;
    const periods = energyPeriodsOfDay(accessTariff, day.day);
    const estimated = estimatedFlags(day, count);

    if (byGroup) {
      skipTo(day.day);
      const dayGroup = groupOf(day.day);
      if (dayGroup !== group) {
        flush();
        group = dayGroup;
      }
      for (let position = 0; position < count; position += 1) {
        const period = periods[Math.floor(layout.wallMinutes[position]! / 60)]!;
        const activa = day.activa[position];
        if (!isReading(activa)) {
          sums.incomplete = true;
          continue;
        }
        sums.add(
          period,
          activa,
          valueAt(day.exportada, position),
          valueAt(day.reactiva, position),
          estimated?.[position] === 1,
        );
      }
      expectedDay = nextCurveDay(day.day);
      continue;
    }

    // By hour or by quarter-hour: one bar per interval (four quarters make an hour).
    const width = granularity === 'hourly' && day.stepMinutes === 15 ? 4 : 1;
    for (let first = 0; first < count; first += width) {
      let activa = 0;
      let exportada = 0;
      let reactiva = 0;
      let read = 0;
      let real = true;
      for (let position = first; position < first + width; position += 1) {
        const value = day.activa[position];
        if (!isReading(value)) {
          real = false;
          continue;
        }
        activa += value;
        exportada += valueAt(day.exportada, position);
        reactiva += valueAt(day.reactiva, position);
        read += 1;
        if (estimated?.[position]) real = false;
      }
      if (read === 0) continue;
      const wall = layout.wallMinutes[first]!;
      bars.push({
        date: curveIntervalLabel(day.day, wall, layout.offsets[first]!),
        period: periods[Math.floor(wall / 60)]!,
        activa,
        exportada,
        reactiva,
        real,
      });
    }
  }
  if (byGroup) {
    skipTo(nextCurveDay(options.end));
    flush();
  }
  return bars;
}

const kwh = (wh: number) => Math.round(wh) / 1000;

/** A bar as the API answers it: kWh with three decimals, the period as P1–P6. */
export function curveItemOf(bar: CurveBar): CurveItem {
  return {
    date: bar.date,
    period: `P${bar.period}`,
    activa: kwh(bar.activa),
    exportada: kwh(bar.exportada),
    reactiva: kwh(bar.reactiva),
    real: bar.real,
  };
}

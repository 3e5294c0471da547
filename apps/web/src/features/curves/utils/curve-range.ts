import {
  type CurveRange,
  curveYesterday,
  defaultCurveRange,
  validateCurveRange,
} from '@portal/domain/curves/curve-range';
import type { CurveGranularity } from '@portal/domain/schemas/curves';

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The last day of the month of `day`. */
export function monthEnd(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10);
}

/** The range a granularity opens with, up to yesterday in Madrid. */
export const defaultRange = (granularity: CurveGranularity, now: Date = new Date()): CurveRange =>
  defaultCurveRange(granularity, curveYesterday(now));

export const isRangeValid = (range: CurveRange, granularity: CurveGranularity): boolean =>
  Object.keys(validateCurveRange(range.start, range.end, granularity)).length === 0;

/**
 * The range after a change of granularity: the customer's own dates when the new granularity
 * answers them, else its default range.
 */
export function rangeForGranularity(
  granularity: CurveGranularity,
  current: CurveRange,
  chosen: boolean,
  now: Date = new Date(),
): CurveRange {
  return chosen && isRangeValid(current, granularity) ? current : defaultRange(granularity, now);
}

/** The same day `years` years before or after; 29 February becomes the 28th in a common year. */
export function shiftYears(day: string, years: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const target = year + years;
  const last = new Date(Date.UTC(target, month, 0)).getUTCDate();
  return `${pad(target, 4)}-${pad(month)}-${pad(Math.min(date, last))}`;
}

/** The same range a year before, for the comparison. */
export const previousYearRange = (range: CurveRange): CurveRange => ({
  start: shiftYears(range.start, -1),
  end: shiftYears(range.end, -1),
});

/**
 * Where a bar leads (drill-down): a month's to its days, a day's to its hours. The month's days stop
 * at yesterday, the last day with readings. Null for hours and quarter-hours.
 */
export function drillDown(
  granularity: CurveGranularity,
  date: string,
  now: Date = new Date(),
): { granularity: CurveGranularity; range: CurveRange } | null {
  if (granularity === 'monthly' && /^\d{4}-\d{2}$/.test(date)) {
    const start = `${date}-01`;
    const last = monthEnd(start);
    const yesterday = curveYesterday(now);
    return {
      granularity: 'daily',
      range: { start, end: last > yesterday && start <= yesterday ? yesterday : last },
    };
  }
  if (granularity === 'daily' && /^\d{4}-\d{2}-\d{2}$/.test(date)) {
    return { granularity: 'hourly', range: { start: date, end: date } };
  }
  return null;
}

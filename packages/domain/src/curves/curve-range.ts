/**
 * The days a curve call covers (decision 016), the same rules on both sides: the web checks a range
 * before it asks, the API before it reads. Days are YYYY-MM-DD days of Europe/Madrid.
 */

import { parseTransportDate, zonedDateTimeParts } from '../format/dates';
import { CURVE_MAX_RANGE_DAYS, type CurveGranularity } from '../schemas/curves';
import { CURVE_TIME_ZONE } from './curve-time';

/** The days a curve covers, both included. */
export interface CurveRange {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** A YYYY-MM-DD day as UTC midnight in milliseconds: day arithmetic with no clock changes. */
function dayMs(day: string): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, date);
}

function dayOfMs(ms: number): string {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

export const addDays = (day: string, days: number): string => dayOfMs(dayMs(day) + days * DAY_MS);

/** Days from `from` to `to` (negative when `to` is earlier). */
export const daysBetween = (from: string, to: string): number =>
  Math.round((dayMs(to) - dayMs(from)) / DAY_MS);

/** Days a range covers, both ends included. */
export const rangeDays = (range: CurveRange): number => daysBetween(range.start, range.end) + 1;

/** Today in Madrid. */
export function curveToday(now: Date = new Date()): string {
  const { year, month, day } = zonedDateTimeParts(now, CURVE_TIME_ZONE);
  return `${year.padStart(4, '0')}-${month}-${day}`;
}

/** The last day with readings: yesterday in Madrid. */
export const curveYesterday = (now: Date = new Date()): string => addDays(curveToday(now), -1);

/**
 * The range a granularity shows up to `end` (yesterday when the caller names none): the last 12
 * months by month (spec 2 point 9; the first of them from its first day), the last 30 days by day,
 * the last 7 by hour and the one day by quarter-hour.
 */
export function defaultCurveRange(granularity: CurveGranularity, end: string): CurveRange {
  switch (granularity) {
    case 'monthly': {
      const [year, month] = end.split('-').map(Number) as [number, number];
      return { start: dayOfMs(Date.UTC(year, month - 12, 1)), end };
    }
    case 'daily':
      return { start: addDays(end, -29), end };
    case 'hourly':
      return { start: addDays(end, -6), end };
    case 'quarter_hourly':
      return { start: end, end };
  }
}

/** What a curve call answers 400 to (spec 2 point 8, issue 13 point 3). */
export type CurveRangeErrorCode =
  'cch_invalid_date' | 'cch_date_range_invalid' | 'cch_range_too_long';
export const curveRangeErrorCodes: readonly CurveRangeErrorCode[] = [
  'cch_invalid_date',
  'cch_date_range_invalid',
  'cch_range_too_long',
];

/** The error of each end of a range, where a form shows it. */
export interface CurveRangeErrors {
  start?: CurveRangeErrorCode;
  end?: CurveRangeErrorCode;
}

/**
 * The errors of a range: a day that does not exist (or no day), an end before the start (on the
 * end), a range longer than the granularity answers (CURVE_MAX_RANGE_DAYS, on the end). Empty when
 * the range can be asked for.
 */
export function validateCurveRange(
  start: string | null,
  end: string | null,
  granularity: CurveGranularity,
): CurveRangeErrors {
  const errors: CurveRangeErrors = {};
  const startOk = start !== null && parseTransportDate(start) !== null;
  const endOk = end !== null && parseTransportDate(end) !== null;
  if (!startOk) errors.start = 'cch_invalid_date';
  if (!endOk) errors.end = 'cch_invalid_date';
  if (!startOk || !endOk) return errors;
  const days = daysBetween(start, end) + 1;
  if (days < 1) errors.end = 'cch_date_range_invalid';
  else if (days > CURVE_MAX_RANGE_DAYS[granularity]) errors.end = 'cch_range_too_long';
  return errors;
}

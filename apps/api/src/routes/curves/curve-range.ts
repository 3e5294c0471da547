import { madridDayOf, isCurveDay } from '@portal/domain/curves/curve-time';
import {
  CURVE_MAX_RANGE_DAYS,
  type CurveGranularity,
  type CurveQuery,
} from '@portal/domain/schemas/curves';
import { HttpError } from '../../lib/http-error';

const DAY_MS = 86_400_000;

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOfNumber = (value: number) => new Date(value * DAY_MS).toISOString().slice(0, 10);

/** The day `count` days after `day` (before it when negative). */
export const addDays = (day: string, count: number) => dayOfNumber(dayNumber(day) + count);

/** Days from `start` to `end`, both included. */
export const daysInRange = (start: string, end: string) => dayNumber(end) - dayNumber(start) + 1;

/** The first day of the month `months` months before that of `day`. */
function monthStartBefore(day: string, months: number): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/** Where a range starts when the call names only its end (spec 2 point 9: 12 months by month). */
function defaultStart(granularity: CurveGranularity, end: string): string {
  switch (granularity) {
    case 'monthly':
      return monthStartBefore(end, 11);
    case 'daily':
      return addDays(end, -29);
    case 'hourly':
      return addDays(end, -6);
    case 'quarter_hourly':
      return end;
  }
}

/**
 * The days a curve call asks for: its own, checked, or the granularity's defaults up to yesterday
 * (Madrid). A date that is not one is `cch_invalid_date`, an end before the start
 * `cch_date_range_invalid`, a range longer than the granularity allows `cch_range_too_long`.
 */
export function requestedCurveRange(
  granularity: CurveGranularity,
  query: Pick<CurveQuery, 'start' | 'end'>,
  now: Date,
): { start: string; end: string } {
  for (const day of [query.start, query.end]) {
    if (day !== undefined && !isCurveDay(day)) throw new HttpError(400, 'cch_invalid_date');
  }
  const yesterday = addDays(madridDayOf(now), -1);
  const end = query.end ?? yesterday;
  const start = query.start ?? defaultStart(granularity, end);
  if (end < start) throw new HttpError(400, 'cch_date_range_invalid');
  if (daysInRange(start, end) > CURVE_MAX_RANGE_DAYS[granularity]) {
    throw new HttpError(400, 'cch_range_too_long');
  }
  return { start, end };
}

/**
 * The part of a range within the contract's life: readings before its start or after its end are
 * another holder's. Undefined when nothing is left.
 */
export function withinContract(
  range: { start: string; end: string },
  contract: { signDate: string | null; endDate: string | null },
): { start: string; end: string } | undefined {
  const start =
    contract.signDate && contract.signDate > range.start ? contract.signDate : range.start;
  const end = contract.endDate && contract.endDate < range.end ? contract.endDate : range.end;
  return start <= end ? { start, end } : undefined;
}

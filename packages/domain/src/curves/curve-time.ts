/**
 * The time of consumption curves (DOMAIN.md "Consumption curves"): every curve day is a day of
 * Europe/Madrid; its intervals are numbered from 1 in the order they happen, as Spanish curve files
 * number them (hour 1 is 00:00–01:00 local time), so a spring clock-change day has 23 hours (92
 * quarter-hours) and an autumn one 25 (100). Instants are UTC; the local label is derived from them,
 * never the other way round.
 */

import { parseTransportDate, zonedDateTimeParts } from '../format/dates';

export const CURVE_TIME_ZONE = 'Europe/Madrid';

/** Minutes of one curve interval: hourly or quarter-hourly. */
export type IntervalMinutes = 60 | 15;

export interface CurveInterval {
  /** 1-based position in the day, in the order the intervals happen. */
  index: number;
  /** The interval's start (UTC). */
  start: Date;
  /** Local clock time of the start, HH:mm (twice the same on the autumn clock-change day). */
  localTime: string;
  /** Minutes Madrid is ahead of UTC during the interval: 60 in winter, 120 in summer. */
  utcOffsetMinutes: number;
}

const MINUTE_MS = 60_000;

const offsetFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: CURVE_TIME_ZONE,
  timeZoneName: 'longOffset',
});
/** Minutes Madrid is ahead of UTC at an instant. */
export function madridOffsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName');
  const match = name?.value.match(/^GMT([+-])(\d{2}):(\d{2})$/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

function localParts(instant: Date): { day: string; time: string } {
  const { year, month, day, hour, minute } = zonedDateTimeParts(instant, CURVE_TIME_ZONE);
  return { day: `${year}-${month}-${day}`, time: `${hour}:${minute}` };
}

/** Whether `day` is a real calendar date written YYYY-MM-DD. */
export function isCurveDay(day: string): boolean {
  return parseTransportDate(day) !== null;
}

function assertCurveDay(day: string): void {
  if (!isCurveDay(day)) throw new RangeError(`not a day (YYYY-MM-DD): ${day}`);
}

/** The instant (UTC) a Madrid day starts: its local midnight. */
export function madridDayStart(day: string): Date {
  assertCurveDay(day);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const midnightAsUtc = Date.UTC(year, month - 1, date);
  // Madrid changes its clocks at 01:00 UTC, never near midnight: the offset of the UTC midnight
  // of the same date is that of the local midnight.
  return new Date(midnightAsUtc - madridOffsetMinutes(new Date(midnightAsUtc)) * MINUTE_MS);
}

/** The day after `day` (YYYY-MM-DD). */
export function nextCurveDay(day: string): string {
  assertCurveDay(day);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}

/** The Madrid day an instant belongs to. */
export function madridDayOf(instant: Date): string {
  return localParts(instant).day;
}

/** Hours in a Madrid day: 23, 24 or 25. */
export function hoursInMadridDay(day: string): number {
  const length = madridDayStart(nextCurveDay(day)).getTime() - madridDayStart(day).getTime();
  return length / (60 * MINUTE_MS);
}

/** The intervals of a Madrid day in the order they happen: 23, 24 or 25 hours; 92, 96 or 100 quarters. */
export function curveIntervalsOfDay(day: string, minutes: IntervalMinutes): CurveInterval[] {
  const start = madridDayStart(day).getTime();
  const count = (hoursInMadridDay(day) * 60) / minutes;
  return Array.from({ length: count }, (_, position) => {
    const instant = new Date(start + position * minutes * MINUTE_MS);
    return {
      index: position + 1,
      start: instant,
      localTime: localParts(instant).time,
      utcOffsetMinutes: madridOffsetMinutes(instant),
    };
  });
}

/** The day and 1-based interval number of the interval an instant falls in. */
export function curveIntervalOf(
  instant: Date,
  minutes: IntervalMinutes,
): { day: string; index: number } {
  const day = madridDayOf(instant);
  const elapsed = instant.getTime() - madridDayStart(day).getTime();
  return { day, index: Math.floor(elapsed / (minutes * MINUTE_MS)) + 1 };
}

/**
 * The start (UTC) of interval `index` of `day`, as a curve file names it (`2025-10-26;4` is the
 * second 02:00–03:00); undefined for a number the day does not have (hour 24 of a 23-hour day).
 */
export function curveIntervalStart(
  day: string,
  index: number,
  minutes: IntervalMinutes,
): Date | undefined {
  const count = (hoursInMadridDay(day) * 60) / minutes;
  if (!Number.isInteger(index) || index < 1 || index > count) return undefined;
  return new Date(madridDayStart(day).getTime() + (index - 1) * minutes * MINUTE_MS);
}

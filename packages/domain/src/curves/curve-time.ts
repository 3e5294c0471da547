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

// Made on first use: building a time zone's formatter takes about 10 ms, which a page that imports
// this module without asking for an offset (the consumption page's first render) need not pay.
let offsetFormat: Intl.DateTimeFormat | undefined;
/** Minutes Madrid is ahead of UTC at an instant. */
export function madridOffsetMinutes(instant: Date): number {
  offsetFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: CURVE_TIME_ZONE,
    timeZoneName: 'longOffset',
  });
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName');
  const match = name?.value.match(/^GMT([+-])(\d{2}):(\d{2})$/);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
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
  const { year, month, day } = zonedDateTimeParts(instant, CURVE_TIME_ZONE);
  return `${year}-${month}-${day}`;
}

/** Hours in a Madrid day: 23, 24 or 25. */
export function hoursInMadridDay(day: string): number {
  const length = madridDayStart(nextCurveDay(day)).getTime() - madridDayStart(day).getTime();
  return length / (60 * MINUTE_MS);
}

/**
 * The UTC offset of each interval of a Madrid day. Madrid changes its clocks at 01:00 UTC, so a day
 * whose midnights differ in offset has one change, at that instant; every other day has one offset.
 * Two time-zone lookups per day, not one per interval: a year of quarter-hours is 35,040 intervals.
 */
function dayOffsets(day: string, minutes: IntervalMinutes) {
  const start = madridDayStart(day).getTime();
  const end = madridDayStart(nextCurveDay(day)).getTime();
  const before = madridOffsetMinutes(new Date(start));
  const after = madridOffsetMinutes(new Date(end));
  const count = (end - start) / (minutes * MINUTE_MS);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const changeAt = Date.UTC(year, month - 1, date, 1);
  const offsetAt = (position: number) =>
    before === after || start + position * minutes * MINUTE_MS < changeAt ? before : after;
  return { start, count, offsetAt };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The intervals of a Madrid day in the order they happen: 23, 24 or 25 hours; 92, 96 or 100 quarters. */
export function curveIntervalsOfDay(day: string, minutes: IntervalMinutes): CurveInterval[] {
  const { start, count, offsetAt } = dayOffsets(day, minutes);
  return Array.from({ length: count }, (_, position) => {
    const instant = start + position * minutes * MINUTE_MS;
    const utcOffsetMinutes = offsetAt(position);
    const wallMinutes = (instant / MINUTE_MS + utcOffsetMinutes) % (24 * 60);
    return {
      index: position + 1,
      start: new Date(instant),
      localTime: `${twoDigits(Math.floor(wallMinutes / 60))}:${twoDigits(wallMinutes % 60)}`,
      utcOffsetMinutes,
    };
  });
}

/** A day's intervals as the aggregation reads them: local wall-clock minute of day and UTC offset. */
export interface CurveDayLayout {
  /** The day's start (UTC milliseconds). */
  start: number;
  /** Local minute of the day each interval starts at (0–1425). */
  wallMinutes: Uint16Array;
  /** UTC offset of each interval, in minutes. */
  offsets: Int16Array;
}

const layouts = new Map<string, CurveDayLayout>();
const LAYOUT_CACHE_LIMIT = 20_000;

/**
 * The layout of a day's intervals, kept once made: curves read the same days again and again, and
 * a year's layouts take about 3 MB.
 */
export function curveDayLayout(day: string, minutes: IntervalMinutes): CurveDayLayout {
  const key = `${day}/${minutes}`;
  const known = layouts.get(key);
  if (known) return known;
  const { start, count, offsetAt } = dayOffsets(day, minutes);
  const wallMinutes = new Uint16Array(count);
  const offsets = new Int16Array(count);
  for (let position = 0; position < count; position += 1) {
    const offset = offsetAt(position);
    offsets[position] = offset;
    wallMinutes[position] =
      ((start + position * minutes * MINUTE_MS) / MINUTE_MS + offset) % (24 * 60);
  }
  const layout = { start, wallMinutes, offsets };
  if (layouts.size >= LAYOUT_CACHE_LIMIT) layouts.clear();
  layouts.set(key, layout);
  return layout;
}

/** Local ISO date-time with offset of an interval, e.g. `2025-10-26T02:00:00+01:00`. */
export function curveIntervalLabel(
  day: string,
  wallMinutes: number,
  offsetMinutes: number,
): string {
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = Math.abs(offsetMinutes);
  return `${day}T${twoDigits(Math.floor(wallMinutes / 60))}:${twoDigits(wallMinutes % 60)}:00${sign}${twoDigits(Math.floor(offset / 60))}:${twoDigits(offset % 60)}`;
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

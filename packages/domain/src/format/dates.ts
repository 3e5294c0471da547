const TRANSPORT_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const pad = (value: number, length = 2): string => String(value).padStart(length, '0');

/** A calendar date: the transport string read as-is, a Date by its local day. */
interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

function transportParts(s: string): CalendarDay | null {
  const match = TRANSPORT_DATE_PATTERN.exec(s);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const probe = new Date(0);
  probe.setUTCFullYear(year, month - 1, day);
  // Date rolls 2026-02-30 over to March: a round trip that changes the day means no such day.
  const exists =
    probe.getUTCFullYear() === year &&
    probe.getUTCMonth() === month - 1 &&
    probe.getUTCDate() === day;
  return exists ? { year, month, day } : null;
}

function localParts(date: Date): CalendarDay | null {
  if (Number.isNaN(date.getTime())) return null;
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

function toCalendarDay(value: Date | string): CalendarDay | null {
  if (value instanceof Date) return localParts(value);
  if (TRANSPORT_DATE_PATTERN.test(value)) return transportParts(value);
  // Only ISO timestamps: Date's own parser reads strings like "1" as a year.
  return TIMESTAMP_PATTERN.test(value) ? localParts(new Date(value)) : null;
}

/**
 * The date as shown, dd/MM/yyyy (spec 1 point 9, spec 3 point 9). A `YYYY-MM-DD` string is a
 * calendar date and is shown as written, with no timezone shift; a Date or a timestamp string shows
 * its local day (an ISO timestamp string too). Anything unreadable gives an empty string rather than "NaN/NaN/NaN".
 */
export function formatDisplayDate(date: Date | string): string {
  const parts = toCalendarDay(date);
  return parts ? `${pad(parts.day)}/${pad(parts.month)}/${pad(parts.year, 4)}` : '';
}

/**
 * A moment as shown, dd/MM/yyyy HH:mm on a 24-hour clock in every language (spec 1 point 9): in
 * the given IANA time zone (a document the server writes shows the retailer's), else the local one.
 * Takes a Date or an ISO timestamp string; anything unreadable gives an empty string.
 */
export function formatDisplayDateTime(value: Date | string, timeZone?: string): string {
  const date =
    value instanceof Date ? value : TIMESTAMP_PATTERN.test(value) ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  const { year, month, day, hour, minute } = zonedDateTimeParts(date, timeZone);
  return `${day}/${month}/${year.padStart(4, '0')} ${hour}:${minute}`;
}

/** Formats per named zone; the local zone's is made each time, as the process's zone can change. */
const zonedFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall-clock date and time of an instant in an IANA time zone (the local one without it), each
 * part as written (two digits; the year as it is), on a 24-hour clock.
 */
export function zonedDateTimeParts(
  date: Date,
  timeZone?: string,
): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> {
  let format = timeZone === undefined ? undefined : zonedFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    if (timeZone !== undefined) zonedFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

const DISPLAY_DATE_PATTERN = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/**
 * A date typed as shown, d/M/yyyy or dd/MM/yyyy (spec 1 point 9), as the transport string
 * `YYYY-MM-DD`; null when it is not one or the day does not exist.
 */
export function parseDisplayDate(s: string): string | null {
  const match = DISPLAY_DATE_PATTERN.exec(s.trim());
  if (!match) return null;
  const [day, month, year] = match.slice(1) as [string, string, string];
  const transport = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return transportParts(transport) ? transport : null;
}

/** The date as sent to the API, YYYY-MM-DD of its local day (spec 1 point 9, spec 2 point 5). */
export function toTransportDate(date: Date): string {
  const parts = localParts(date);
  if (!parts) throw new RangeError('Invalid date');
  return `${pad(parts.year, 4)}-${pad(parts.month)}-${pad(parts.day)}`;
}

/**
 * A YYYY-MM-DD string as a Date at local midnight of that day, or null when it is malformed or the
 * day does not exist (2026-02-30); `toTransportDate` gives the same string back.
 */
export function parseTransportDate(s: string): Date | null {
  const parts = transportParts(s);
  if (!parts) return null;
  const date = new Date(2000, 0, 1);
  date.setFullYear(parts.year, parts.month - 1, parts.day);
  return date;
}

const dayNumber = ({ year, month, day }: CalendarDay): number => year * 10_000 + month * 100 + day;

/**
 * A date interval whose end is not before its start, compared by calendar day (spec 1 point 5,
 * spec 2 point 5, spec 3 point 5). A start and end on the same day are valid; an unreadable date is
 * not.
 */
export function isDateRangeValid(start: Date | string, end: Date | string): boolean {
  const from = toCalendarDay(start);
  const to = toCalendarDay(end);
  return from !== null && to !== null && dayNumber(from) <= dayNumber(to);
}

import { formatDisplayDate } from '@portal/domain/format/dates';
import type { CurveGranularity } from '@portal/domain/schemas/curves';
import type { Lang } from '@/lib/i18n';
import { numberLocale } from '@/lib/number-locale';

/**
 * A curve item's `date` read as written (spec 2 point 3, issue 13 point 2): the month, the day, or an
 * interval's local start with its UTC offset. Never converted to the browser's zone: the labels are
 * Madrid's wall clock, as the meter's.
 */
export type CurveDate =
  | { kind: 'month'; year: number; month: number }
  | { kind: 'day'; day: string }
  | { kind: 'time'; day: string; time: string; offset: string };

const MONTH = /^(\d{4})-(\d{2})$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

export function parseCurveDate(date: string): CurveDate | null {
  const month = MONTH.exec(date);
  if (month) return { kind: 'month', year: Number(month[1]), month: Number(month[2]) };
  if (DAY.test(date)) return { kind: 'day', day: date };
  const time = TIME.exec(date);
  if (time) {
    const offset = time[3] === 'Z' ? '+00:00' : time[3]!;
    return { kind: 'time', day: time[1]!, time: time[2]!, offset };
  }
  return null;
}

/** When a curve date starts, in milliseconds: the order of bars, across contracts too. */
export function curveInstant(date: string): number {
  const parsed = parseCurveDate(date);
  if (!parsed) return Number.NaN;
  if (parsed.kind === 'month') return Date.UTC(parsed.year, parsed.month - 1, 1);
  if (parsed.kind === 'day') return Date.parse(`${parsed.day}T00:00:00Z`);
  return Date.parse(`${parsed.day}T${parsed.time}:00${parsed.offset}`);
}

/** An offset as a short label: "+01:00" → "+01", "+05:30" stays. */
export const offsetLabel = (offset: string): string =>
  offset.endsWith(':00') ? offset.slice(0, -3) : offset;

const capitalize = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/**
 * The local times that happen twice among `dates` (the autumn clock change's 02:00): their labels
 * carry their offset, "02:00 (+02)" and "02:00 (+01)", and every other stays bare.
 */
function repeatedTimes(parsed: (CurveDate | null)[]): Set<string> {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const date of parsed) {
    if (date?.kind !== 'time') continue;
    const key = `${date.day}T${date.time}`;
    if (seen.has(key)) repeated.add(key);
    seen.add(key);
  }
  return repeated;
}

export type LabelForm = 'axis' | 'long';

/**
 * The labels of a curve's bars in the customer's language. `axis`: short, for the chart's axis
 * ("oct 2025", "26/10", "02:00" on one day, "26/10 02:00" over several); `long`: for the table and
 * the tooltip ("Octubre de 2025", "dom 26/10/2025", "26/10/2025 02:00"). A local time that happens
 * twice gets its UTC offset.
 */
export function curveLabels(dates: readonly string[], lang: Lang, form: LabelForm): string[] {
  const locale = numberLocale(lang);
  const monthFormat = new Intl.DateTimeFormat(locale, {
    month: form === 'axis' ? 'short' : 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const weekday = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const parsed = dates.map(parseCurveDate);
  const repeated = repeatedTimes(parsed);
  const days = new Set(parsed.flatMap((date) => (date?.kind === 'time' ? [date.day] : [])));
  return parsed.map((date, index) => {
    if (!date) return dates[index] ?? '';
    if (date.kind === 'month') {
      const text = monthFormat.format(new Date(Date.UTC(date.year, date.month - 1, 15)));
      return form === 'long' ? capitalize(text) : text;
    }
    if (date.kind === 'day') {
      const shown = formatDisplayDate(date.day);
      if (form === 'axis') return shown.slice(0, 5);
      return `${weekday.format(new Date(`${date.day}T12:00:00Z`))} ${shown}`;
    }
    const suffix = repeated.has(`${date.day}T${date.time}`) ? ` (${offsetLabel(date.offset)})` : '';
    const shownDay = formatDisplayDate(date.day);
    if (form === 'long') return `${shownDay} ${date.time}${suffix}`;
    return days.size > 1
      ? `${shownDay.slice(0, 5)} ${date.time}${suffix}`
      : `${date.time}${suffix}`;
  });
}

/** How many decimals an energy of this granularity shows: a quarter-hour is a fraction of a kWh. */
export const energyDecimals: Record<CurveGranularity, number> = {
  monthly: 0,
  daily: 1,
  hourly: 3,
  quarter_hourly: 3,
};

/** How many decimals a cost of this granularity shows: an hour costs fractions of a cent. */
export const costDecimals: Record<CurveGranularity, number> = {
  monthly: 2,
  daily: 2,
  hourly: 4,
  quarter_hourly: 4,
};

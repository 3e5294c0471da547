import { allocate, fromScaled, toScaled } from './decimal';

/**
 * The hourly consumption curve of an invoice's period (spec 2 point 3 "Consumption curve item":
 * date, period, activa, exportada, reactiva) as CSV.
 *
 * There is no table of meter readings yet, so the curve is derived from the invoice itself: a
 * household-like daily shape with weekday/weekend and seasonal variation and a repeatable jitter,
 * seeded by the contract and the period (an annulling invoice's curve is then the exact mirror of
 * the one it annuls). The invoice's energy is split over the hours in whole Wh by largest remainder,
 * so the activa column adds up to energy_consumed exactly. When readings are stored, this module
 * is the one to replace.
 */

const ZONE = 'Europe/Madrid';
const HOUR = 3_600_000;

/** Fixed-date national holidays (Circular CNMC 3/2020: they count as weekend in the tariffs). */
const NATIONAL_HOLIDAYS = new Set([
  '01-01',
  '01-06',
  '05-01',
  '08-15',
  '10-12',
  '11-01',
  '12-06',
  '12-08',
  '12-25',
]);

const localParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  weekday: 'short',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

export type LocalHour = {
  /** The hour's start in local time with its offset, e.g. 2026-03-29T03:00:00+02:00. */
  stamp: string;
  day: string;
  hour: number;
  month: number;
  /** Saturday, Sunday or a national holiday. */
  restDay: boolean;
};

function localHour(instant: number): LocalHour {
  const parts = Object.fromEntries(
    localParts.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  const day = `${parts.year}-${parts.month}-${parts.day}`;
  const offset = (parts.timeZoneName ?? 'GMT').replace('GMT', '') || '+00:00';
  const hour = Number(parts.hour);
  return {
    stamp: `${day}T${String(hour).padStart(2, '0')}:00:00${offset}`,
    day,
    hour,
    month: Number(parts.month),
    restDay:
      parts.weekday === 'Sat' || parts.weekday === 'Sun' || NATIONAL_HOLIDAYS.has(day.slice(5)),
  };
}

/** The UTC instant of local midnight starting `day` (Spain changes clocks at 01:00 UTC, never at midnight). */
function localMidnight(day: string): number {
  const utcMidnight = Date.parse(`${day}T00:00:00Z`);
  const offset = localHour(utcMidnight).stamp.slice(-6);
  const sign = offset.startsWith('-') ? -1 : 1;
  const minutes = Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6));
  return utcMidnight - sign * minutes * 60_000;
}

/** Every local hour from the start day's 00:00 to the end day's 24:00 (23 or 25 on clock-change days). */
export function periodHours(startDate: string, endDate: string): LocalHour[] {
  const from = localMidnight(startDate);
  const next = new Date(`${endDate}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const to = localMidnight(next.toISOString().slice(0, 10));
  const hours: LocalHour[] = [];
  for (let instant = from; instant < to; instant += HOUR) hours.push(localHour(instant));
  return hours;
}

/**
 * The energy period of an hour (DOMAIN.md "Access tariffs", Circular CNMC 3/2020, peninsula).
 * 2.0TD: weekdays P1 10–14 and 18–22, P2 8–10, 14–18 and 22–24, P3 0–8; rest days P3.
 * 3.0TD and 6.xTD: peak 9–14 and 18–22, shoulder 8–9, 14–18 and 22–24, valley 0–8 and rest days
 * (P6); peak and shoulder are P1/P2 in the high season (Jan, Feb, Jul, Dec), P2/P3 in the
 * medium-high one (Mar, Nov), P3/P4 in the medium one (Jun, Aug, Sep), P4/P5 in the low one.
 */
export function energyPeriod(accessTariff: string, hour: LocalHour): string {
  const h = hour.hour;
  if (accessTariff.startsWith('2.0')) {
    if (hour.restDay || h < 8) return 'P3';
    return (h >= 10 && h < 14) || (h >= 18 && h < 22) ? 'P1' : 'P2';
  }
  if (hour.restDay || h < 8) return 'P6';
  const peak = (h >= 9 && h < 14) || (h >= 18 && h < 22);
  const season = [1, 2, 7, 12].includes(hour.month)
    ? 1
    : [3, 11].includes(hour.month)
      ? 2
      : [6, 8, 9].includes(hour.month)
        ? 3
        : 4;
  return `P${season + (peak ? 0 : 1)}`;
}

/** mulberry32: a small repeatable generator. */
function random(seed: string) {
  let state = 2166136261;
  for (const character of seed) state = Math.imul(state ^ character.charCodeAt(0), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Relative household load by local hour: low at night, a morning bump, an evening peak. */
const DAILY_SHAPE = [
  45, 38, 34, 32, 32, 35, 48, 70, 82, 74, 66, 64, 68, 72, 66, 60, 62, 74, 92, 110, 118, 108, 86, 62,
];

export type CurveRow = { stamp: string; period: string; activaWh: bigint; reactivaVarh: bigint };

export function consumptionCurve(params: {
  seed: string;
  startDate: string;
  endDate: string;
  accessTariff: string;
  /** kWh with up to three decimals, as stored. */
  energyConsumed: string;
}): CurveRow[] {
  const hours = periodHours(params.startDate, params.endDate);
  const next = random(params.seed);
  // Integer weights, so the split is exact integer arithmetic.
  const weights = hours.map((hour) => {
    const base = DAILY_SHAPE[hour.hour] ?? 60;
    const day = hour.restDay ? 1.15 : 1;
    return BigInt(Math.round(base * day * (0.7 + 0.6 * next()) * 1000));
  });
  const activa = allocate(toScaled(params.energyConsumed, 3), weights);
  return hours.map((hour, index) => {
    const wh = activa[index]!;
    // Reactive energy of a household: a power factor of about 0.95–0.98 (tan φ 0.2–0.33).
    const tan = BigInt(200 + Math.floor(next() * 130));
    return {
      stamp: hour.stamp,
      period: energyPeriod(params.accessTariff, hour),
      activaWh: wh,
      reactivaVarh: (wh * tan) / 1000n,
    };
  });
}

/** The curve as `;`-separated UTF-8 CSV with a header row; kWh with three decimals. */
export function curveCsv(rows: CurveRow[]): string {
  const lines = ['date;period;activa;exportada;reactiva'];
  for (const row of rows) {
    lines.push(
      [
        row.stamp,
        row.period,
        fromScaled(row.activaWh, 3),
        '0.000',
        fromScaled(row.reactivaVarh, 3),
      ].join(';'),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

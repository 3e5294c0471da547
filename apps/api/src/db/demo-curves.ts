import { curveDayLayout, nextCurveDay } from '@portal/domain/curves/curve-time';
import { energyPeriodsOfDay, isRestDay } from '@portal/domain/curves/tariff-periods';
import type { DemoContract } from './demo-contracts';
import { type DemoInvoice, seasonalConsumption } from './demo-invoices';
import { createRandom } from './demo-random';

/**
 * The demo supply points' meter readings (decision 016), as a distributor would have delivered
 * them: quarter-hourly for the household, hourly for the company's sites. A billed month's readings
 * add up, period by period, to the energy lines of the invoice that stands for it, so the curve and
 * the invoices tell the same story; months not billed yet follow the supply's usual consumption.
 * A few days are estimated, and the home with solar panels exports at midday. Deterministic: the
 * same contract and dates give the same readings.
 */

export type DemoCurveDay = {
  day: string;
  stepMinutes: 15 | 60;
  activa: number[];
  exportada: number[] | null;
  reactiva: number[];
  estimated: number[];
};

/** Relative load by local hour: a home (low at night, evening peak) and a workshop (working hours). */
const HOME_SHAPE = [
  45, 38, 34, 32, 32, 35, 48, 70, 82, 74, 66, 64, 68, 72, 66, 60, 62, 74, 92, 110, 118, 108, 86, 62,
];
const WORKSHOP_SHAPE = [
  12, 12, 12, 12, 12, 14, 30, 70, 100, 110, 112, 110, 96, 80, 100, 108, 104, 90, 60, 30, 18, 14, 12,
  12,
];

/** Splits a whole total over integer weights: floors first, then the largest remainders get 1 each. */
function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  if (sum === 0 || weights.length === 0) return weights.map(() => 0);
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  let left = total - parts.reduce((acc, part) => acc + part, 0);
  const order = weights
    .map((weight, index) => ({ index, remainder: (total * weight) % sum }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = parts[index]! + 1;
    left -= 1;
  }
  return parts;
}

/** The invoices that stand for their month: ordinary ones not annulled, and the reissues. */
function standingInvoices(invoices: readonly DemoInvoice[]) {
  const annulled = new Set(
    invoices.filter((invoice) => invoice.rectificativeType === 'A').map((i) => i.rectifies),
  );
  const byMonth = new Map<string, DemoInvoice>();
  for (const invoice of invoices) {
    if (invoice.rectificativeType === 'A' || annulled.has(invoice.number)) continue;
    byMonth.set(invoice.startDate.slice(0, 7), invoice);
  }
  return byMonth;
}

type Interval = { day: number; position: number; period: number; weight: number };

/**
 * Readings of a contract from `from` to `to` (YYYY-MM-DD, both included), at a step, matching the
 * contract's standing invoices month by month; `meanKwh` is its usual monthly consumption.
 */
export function demoContractCurve(
  contract: DemoContract,
  invoices: readonly DemoInvoice[],
  options: { from: string; to: string; stepMinutes: 15 | 60; meanKwh: number; solar?: boolean },
): DemoCurveDay[] {
  const { stepMinutes } = options;
  const next = createRandom(`${contract.name}-${options.from}`);
  const shape =
    contract.accessTariff === '3.0TD' || stepMinutes === 60 ? WORKSHOP_SHAPE : HOME_SHAPE;
  const billed = standingInvoices(invoices);
  const days: DemoCurveDay[] = [];

  // Month by month: every interval gets a weight, then the month's energy is split over them.
  let day = options.from;
  while (day <= options.to) {
    const month = day.slice(0, 7);
    const monthDays: DemoCurveDay[] = [];
    const intervals: Interval[] = [];
    for (; day <= options.to && day.startsWith(month); day = nextCurveDay(day)) {
      const layout = curveDayLayout(day, stepMinutes);
      const periods = energyPeriodsOfDay(contract.accessTariff, day);
      const rest = isRestDay(day);
      const dayIndex = monthDays.length;
      const count = layout.wallMinutes.length;
      monthDays.push({
        day,
        stepMinutes,
        activa: new Array<number>(count).fill(0),
        exportada: options.solar ? new Array<number>(count).fill(0) : null,
        reactiva: new Array<number>(count).fill(0),
        // About one day in sixty is estimated: the meter did not answer and the distributor estimated it.
        estimated: next() < 1 / 60 ? Array.from({ length: count }, (_, index) => index + 1) : [],
      });
      for (let position = 0; position < count; position += 1) {
        const hour = Math.floor(layout.wallMinutes[position]! / 60);
        const base = shape[hour]! * (rest ? (shape === HOME_SHAPE ? 1.15 : 0.25) : 1);
        intervals.push({
          day: dayIndex,
          position,
          period: periods[hour]!,
          weight: Math.round(base * (0.7 + 0.6 * next()) * 1000),
        });
      }
    }

    const invoice = billed.get(month);
    const monthNumber = Number(month.slice(5, 7));
    if (invoice && monthDays.length === invoiceDays(invoice)) {
      for (const line of invoice.lines) {
        if (line.kind !== 'energy' || !line.period) continue;
        const period = Number(line.period.slice(1));
        const ofPeriod = intervals.filter((interval) => interval.period === period);
        const shares = allocate(
          Math.round(line.quantity * 1000),
          ofPeriod.map((interval) => interval.weight),
        );
        ofPeriod.forEach((interval, index) => {
          monthDays[interval.day]!.activa[interval.position] = shares[index]!;
        });
      }
    } else {
      const daysInMonth = new Date(
        Date.UTC(Number(month.slice(0, 4)), monthNumber, 0),
      ).getUTCDate();
      const wh = Math.round(
        ((options.meanKwh * seasonalConsumption[monthNumber - 1]! * monthDays.length) /
          daysInMonth) *
          1000,
      );
      const shares = allocate(
        wh,
        intervals.map((interval) => interval.weight),
      );
      intervals.forEach((interval, index) => {
        monthDays[interval.day]!.activa[interval.position] = shares[index]!;
      });
    }

    for (const reading of monthDays) {
      const layout = curveDayLayout(reading.day, stepMinutes);
      reading.activa.forEach((wh, position) => {
        // Power factor about 0.95–0.98 at home, 0.9–0.95 in a workshop.
        const tan = shape === HOME_SHAPE ? 0.2 + 0.13 * next() : 0.33 + 0.15 * next();
        reading.reactiva[position] = Math.round(wh * tan);
        if (reading.exportada) {
          reading.exportada[position] = solarSurplus(
            reading.day,
            layout.wallMinutes[position]! / 60,
            stepMinutes,
            next(),
          );
        }
      });
    }
    days.push(...monthDays);
  }
  return days;
}

const invoiceDays = (invoice: DemoInvoice) =>
  (Date.parse(invoice.endDate) - Date.parse(invoice.startDate)) / 86_400_000 + 1;

/**
 * What 3 kWp of panels pour into the grid in an interval: a bell between sunrise and sunset,
 * longer and higher in summer, cut by clouds, minus what the home uses meanwhile (Wh).
 */
function solarSurplus(day: string, hour: number, stepMinutes: number, cloud: number): number {
  const dayOfYear = (Date.parse(day) - Date.parse(`${day.slice(0, 4)}-01-01`)) / 86_400_000;
  const summer = (1 - Math.cos(((dayOfYear - 10) / 365) * 2 * Math.PI)) / 2; // 0 in Jan, 1 in Jul
  const noon = 14; // solar noon in local clock time
  const halfDay = 4.5 + 2.5 * summer;
  const fromNoon = Math.abs(hour + stepMinutes / 120 - noon);
  if (fromNoon >= halfDay) return 0;
  const peakWatts = 3000 * (0.55 + 0.3 * summer) * (cloud < 0.15 ? 0.3 : 0.85 + 0.15 * cloud);
  const produced = peakWatts * Math.cos((fromNoon / halfDay) * (Math.PI / 2)) ** 2;
  const surplus = produced * 0.7 - 350;
  return surplus > 0 ? Math.round((surplus * stepMinutes) / 60) : 0;
}

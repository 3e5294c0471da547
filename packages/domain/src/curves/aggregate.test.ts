import { describe, expect, it } from 'vitest';
import { type CurveDayReadings, aggregateCurve, curveItemOf } from './aggregate';
import { curveDayLayout, nextCurveDay } from './curve-time';

/** A day of readings whose every interval holds a value derived from its position. */
function day(date: string, stepMinutes: 15 | 60, estimated: number[] = []): CurveDayReadings {
  const count = curveDayLayout(date, stepMinutes).wallMinutes.length;
  const activa = Array.from({ length: count }, (_, position) => 100 + ((position * 37) % 250));
  return {
    day: date,
    stepMinutes,
    activa,
    exportada: activa.map((value) => (value > 300 ? value - 300 : 0)),
    reactiva: activa.map((value) => Math.floor(value / 4)),
    estimated,
  };
}

function daysFrom(start: string, end: string, stepMinutes: 15 | 60 = 15) {
  const days: CurveDayReadings[] = [];
  for (let date = start; date <= end; date = nextCurveDay(date)) days.push(day(date, stepMinutes));
  return days;
}

const total = (bars: { activa: number }[]) => bars.reduce((sum, bar) => sum + bar.activa, 0);

describe('aggregating a curve', () => {
  it('gives the autumn clock-change day 25 hourly bars, 02:00 twice with its offset', () => {
    const bars = aggregateCurve([day('2025-10-26', 15)], {
      granularity: 'hourly',
      accessTariff: '2.0TD',
      start: '2025-10-26',
      end: '2025-10-26',
    });
    expect(bars).toHaveLength(25);
    expect(bars.slice(1, 5).map((bar) => bar.date)).toEqual([
      '2025-10-26T01:00:00+02:00',
      '2025-10-26T02:00:00+02:00',
      '2025-10-26T02:00:00+01:00',
      '2025-10-26T03:00:00+01:00',
    ]);
    // Sunday: every hour of 2.0TD is P3.
    expect(new Set(bars.map((bar) => bar.period))).toEqual(new Set([3]));
  });

  it('gives the spring day 23 hours and 92 quarter-hours, and 02:00 never happens', () => {
    const options = { accessTariff: '2.0TD', start: '2026-03-29', end: '2026-03-29' };
    const hours = aggregateCurve([day('2026-03-29', 15)], { ...options, granularity: 'hourly' });
    expect(hours).toHaveLength(23);
    expect(hours.some((bar) => bar.date.includes('T02:'))).toBe(false);
    const quarters = aggregateCurve([day('2026-03-29', 15)], {
      ...options,
      granularity: 'quarter_hourly',
    });
    expect(quarters).toHaveLength(92);
  });

  it('adds a day’s hours up to the day and a month’s days up to the month, per period', () => {
    const days = daysFrom('2025-10-01', '2025-10-31');
    const options = { accessTariff: '2.0TD', start: '2025-10-01', end: '2025-10-31' };
    const months = aggregateCurve(days, { ...options, granularity: 'monthly' });
    const daily = aggregateCurve(days, { ...options, granularity: 'daily' });
    const hourly = aggregateCurve(days, { ...options, granularity: 'hourly' });
    const quarters = aggregateCurve(days, { ...options, granularity: 'quarter_hourly' });
    expect(months.map((bar) => [bar.date, bar.period])).toEqual([
      ['2025-10', 1],
      ['2025-10', 2],
      ['2025-10', 3],
    ]);
    for (const period of [1, 2, 3]) {
      const ofPeriod = <T extends { period: number }>(bars: T[]) =>
        bars.filter((bar) => bar.period === period);
      expect(total(ofPeriod(daily))).toBe(total(ofPeriod(months)));
      expect(total(ofPeriod(hourly))).toBe(total(ofPeriod(months)));
      expect(total(ofPeriod(quarters))).toBe(total(ofPeriod(months)));
    }
    expect(total(hourly.filter((bar) => bar.date.startsWith('2025-10-14')))).toBe(
      total(daily.filter((bar) => bar.date === '2025-10-14')),
    );
    // 12 October is a national holiday (P3 only); the 13th is a Monday with all three periods.
    expect(daily.filter((bar) => bar.date === '2025-10-12').map((bar) => bar.period)).toEqual([3]);
    expect(daily.filter((bar) => bar.date === '2025-10-13').map((bar) => bar.period)).toEqual([
      1, 2, 3,
    ]);
    expect(quarters).toHaveLength(31 * 96 + 4);
  });

  it('sums hourly readings by day and month, and has no quarter-hours for them', () => {
    const days = daysFrom('2026-01-01', '2026-01-31', 60);
    const options = { accessTariff: '3.0TD', start: '2026-01-01', end: '2026-01-31' };
    const months = aggregateCurve(days, { ...options, granularity: 'monthly' });
    expect(total(months)).toBe(
      days.flatMap((d) => Array.from(d.activa)).reduce<number>((sum, wh) => sum + (wh ?? 0), 0),
    );
    expect(months.map((bar) => bar.period)).toEqual([1, 2, 6]);
    expect(aggregateCurve(days, { ...options, granularity: 'quarter_hourly' })).toEqual([]);
  });

  it('marks bars with an estimated or a missing reading, and months with a missing day, not real', () => {
    const days = daysFrom('2026-02-01', '2026-03-31');
    days[3] = day('2026-02-04', 15, [41]); // 10:00–10:15, P1
    days.splice(40, 1); // 2026-03-13 missing
    const hourly = aggregateCurve(days.slice(3, 4), {
      granularity: 'hourly',
      accessTariff: '2.0TD',
      start: '2026-02-04',
      end: '2026-02-04',
    });
    expect(hourly.filter((bar) => !bar.real).map((bar) => bar.date)).toEqual([
      '2026-02-04T10:00:00+01:00',
    ]);
    const options = { accessTariff: '2.0TD', start: '2026-02-01', end: '2026-03-31' };
    const months = aggregateCurve(days, { ...options, granularity: 'monthly' });
    expect(months.map((bar) => [bar.date, bar.period, bar.real])).toEqual([
      ['2026-02', 1, false],
      ['2026-02', 2, true],
      ['2026-02', 3, true],
      ['2026-03', 1, false],
      ['2026-03', 2, false],
      ['2026-03', 3, false],
    ]);
    const daily = aggregateCurve(days, { ...options, granularity: 'daily' });
    expect(daily.some((bar) => bar.date === '2026-03-13')).toBe(false);
  });

  it('leaves out a missing interval and the days outside the range', () => {
    const gap = day('2026-05-05', 60);
    gap.activa = Array.from(gap.activa, (value, position) => (position === 5 ? null : value));
    const bars = aggregateCurve([day('2026-05-04', 60), gap], {
      granularity: 'hourly',
      accessTariff: '2.0TD',
      start: '2026-05-05',
      end: '2026-05-05',
    });
    expect(bars).toHaveLength(23);
    expect(bars.every((bar) => bar.date.startsWith('2026-05-05'))).toBe(true);
  });

  it('shows a bar in kWh with three decimals and its period as P1–P6', () => {
    expect(
      curveItemOf({
        date: '2026-01',
        period: 2,
        activa: 12_345,
        exportada: 0,
        reactiva: 7,
        real: true,
      }),
    ).toEqual({
      date: '2026-01',
      period: 'P2',
      activa: 12.345,
      exportada: 0,
      reactiva: 0.007,
      real: true,
    });
  });
});

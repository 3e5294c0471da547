import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  curveDayLayout,
  curveIntervalLabel,
  curveIntervalOf,
  curveIntervalsOfDay,
  curveIntervalStart,
  hoursInMadridDay,
  isCurveDay,
  madridDayOf,
  madridDayStart,
  madridOffsetMinutes,
  nextCurveDay,
} from './curve-time';

const iso = (date: Date | undefined) => date?.toISOString();

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('curve days of Europe/Madrid', () => {
  it.each([
    ['2025-03-30', 23, 92],
    ['2025-10-26', 25, 100],
    ['2026-03-29', 23, 92],
    ['2026-10-25', 25, 100],
    ['2026-01-15', 24, 96],
    ['2026-07-15', 24, 96],
  ])('%s has %i hours and %i quarter-hours', (day, hours, quarters) => {
    expect(hoursInMadridDay(day)).toBe(hours);
    expect(curveIntervalsOfDay(day, 60)).toHaveLength(hours);
    expect(curveIntervalsOfDay(day, 15)).toHaveLength(quarters);
  });

  it('start at local midnight, in winter and in summer time', () => {
    expect(iso(madridDayStart('2026-01-15'))).toBe('2026-01-14T23:00:00.000Z');
    expect(iso(madridDayStart('2026-07-15'))).toBe('2026-07-14T22:00:00.000Z');
    expect(iso(madridDayStart('2025-03-30'))).toBe('2025-03-29T23:00:00.000Z');
    expect(iso(madridDayStart('2025-10-26'))).toBe('2025-10-25T22:00:00.000Z');
  });

  it('skip 02:00–03:00 on the spring day: hour 3 starts at 03:00 summer time', () => {
    const hours = curveIntervalsOfDay('2026-03-29', 60);
    expect(
      hours.slice(0, 4).map((hour) => [hour.index, hour.localTime, hour.utcOffsetMinutes]),
    ).toEqual([
      [1, '00:00', 60],
      [2, '01:00', 60],
      [3, '03:00', 120],
      [4, '04:00', 120],
    ]);
    expect(iso(hours[2]?.start)).toBe('2026-03-29T01:00:00.000Z');
    expect(hours.at(-1)?.localTime).toBe('23:00');
  });

  it('repeat 02:00–03:00 on the autumn day, first in summer and then in winter time', () => {
    const hours = curveIntervalsOfDay('2025-10-26', 60);
    expect(
      hours.slice(1, 5).map((hour) => [hour.index, hour.localTime, hour.utcOffsetMinutes]),
    ).toEqual([
      [2, '01:00', 120],
      [3, '02:00', 120],
      [4, '02:00', 60],
      [5, '03:00', 60],
    ]);
    const quarters = curveIntervalsOfDay('2025-10-26', 15);
    expect(quarters.slice(8, 16).map((quarter) => quarter.localTime)).toEqual([
      '02:00',
      '02:15',
      '02:30',
      '02:45',
      '02:00',
      '02:15',
      '02:30',
      '02:45',
    ]);
    expect(quarters.at(-1)).toMatchObject({ index: 100, localTime: '23:45', utcOffsetMinutes: 60 });
  });

  it('number an instant as its day and interval, and back, whatever the machine’s time zone', () => {
    for (const zone of ['UTC', 'America/Los_Angeles', 'Asia/Tokyo']) {
      vi.stubEnv('TZ', zone);
      expect(curveIntervalOf(new Date('2025-10-26T01:30:00Z'), 60)).toEqual({
        day: '2025-10-26',
        index: 4,
      });
      expect(curveIntervalOf(new Date('2025-10-25T22:00:00Z'), 15)).toEqual({
        day: '2025-10-26',
        index: 1,
      });
      expect(curveIntervalOf(new Date('2026-03-29T21:45:00Z'), 15)).toEqual({
        day: '2026-03-29',
        index: 92,
      });
      expect(madridDayOf(new Date('2026-10-24T22:30:00Z'))).toBe('2026-10-25');
    }
    expect(iso(curveIntervalStart('2025-10-26', 4, 60))).toBe('2025-10-26T01:00:00.000Z');
    expect(iso(curveIntervalStart('2026-10-25', 100, 15))).toBe('2026-10-25T22:45:00.000Z');
    expect(curveIntervalStart('2026-03-29', 24, 60)).toBeUndefined();
    expect(curveIntervalStart('2026-03-29', 0, 60)).toBeUndefined();
    expect(curveIntervalStart('2026-03-29', 1.5, 60)).toBeUndefined();
  });

  it('accept only real dates written YYYY-MM-DD', () => {
    expect(isCurveDay('2028-02-29')).toBe(true);
    for (const day of ['2026-02-29', '2026-13-01', '2026-1-05', '05/01/2026', '2026-01-05T00:00']) {
      expect(isCurveDay(day)).toBe(false);
    }
    expect(() => madridDayStart('2026-02-30')).toThrow(RangeError);
    expect(nextCurveDay('2026-12-31')).toBe('2027-01-01');
    expect(nextCurveDay('2028-02-28')).toBe('2028-02-29');
  });
});

describe('a curve day’s layout', () => {
  it('gives each interval its local minute and offset, the clock changes included', () => {
    const autumn = curveDayLayout('2025-10-26', 60);
    expect([...autumn.wallMinutes.slice(0, 5)]).toEqual([0, 60, 120, 120, 180]);
    expect([...autumn.offsets.slice(0, 5)]).toEqual([120, 120, 120, 60, 60]);
    const spring = curveDayLayout('2026-03-29', 15);
    expect(spring.wallMinutes).toHaveLength(92);
    expect([...spring.wallMinutes.slice(7, 9)]).toEqual([105, 180]);
    expect(curveDayLayout('2026-03-29', 15)).toBe(spring);
  });

  it('agrees with the intervals of every day of two years', () => {
    // Collected and compared once: seventy thousand expect calls take seconds on a busy machine.
    const disagreements: string[] = [];
    for (let day = '2025-01-01'; day < '2027-01-01'; day = nextCurveDay(day)) {
      const layout = curveDayLayout(day, 15);
      curveIntervalsOfDay(day, 15).forEach((interval, position) => {
        const wall = layout.wallMinutes[position]!;
        const wallTime = `${String(Math.floor(wall / 60)).padStart(2, '0')}:${String(wall % 60).padStart(2, '0')}`;
        if (
          interval.utcOffsetMinutes !== madridOffsetMinutes(interval.start) ||
          interval.localTime !== wallTime
        ) {
          disagreements.push(`${day} #${position}: ${interval.localTime} vs ${wallTime}`);
        }
      });
    }
    expect(disagreements).toEqual([]);
  });

  it('labels an interval as local time with its offset', () => {
    expect(curveIntervalLabel('2025-10-26', 120, 120)).toBe('2025-10-26T02:00:00+02:00');
    expect(curveIntervalLabel('2025-10-26', 135, 60)).toBe('2025-10-26T02:15:00+01:00');
  });
});

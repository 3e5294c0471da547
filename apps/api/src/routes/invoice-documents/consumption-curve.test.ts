import { describe, expect, it } from 'vitest';
import { consumptionCurve, curveCsv, energyPeriod, periodHours } from './consumption-curve';
import { allocate, formatAmount, fromCents, multiplyDecimals, toCents } from './decimal';

describe('exact decimals', () => {
  it('reads and writes cents without floats', () => {
    expect(toCents('-59.93')).toBe(-5993n);
    expect(toCents('45.670')).toBe(4567n);
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(123456789012345n)).toBe('1234567890123.45');
    expect(() => toCents('1.005')).toThrow();
    expect(multiplyDecimals('-4.6', '31')).toBe('-142.6');
    expect(formatAmount('1234567890123.45', 'es-ES')).toBe('1.234.567.890.123,45\u00a0€');
  });

  it('splits a total by largest remainder, to the unit and with its sign', () => {
    expect(allocate(100n, [1n, 1n, 1n])).toEqual([34n, 33n, 33n]);
    expect(allocate(-100n, [-1n, -1n, -1n])).toEqual([-34n, -33n, -33n]);
    expect(allocate(237n, [1224n, 0n, 3412n])).toEqual([63n, 0n, 174n]);
    expect(allocate(5n, [0n, 0n])).toEqual([5n, 0n]);
  });
});

describe('the hourly curve', () => {
  it('has 23 hours on the spring clock change and 25 on the autumn one (Europe/Madrid)', () => {
    expect(periodHours('2026-03-29', '2026-03-29')).toHaveLength(23);
    const autumn = periodHours('2026-10-25', '2026-10-25');
    expect(autumn).toHaveLength(25);
    expect(autumn.map((hour) => hour.stamp).slice(1, 4)).toEqual([
      '2026-10-25T01:00:00+02:00',
      '2026-10-25T02:00:00+02:00',
      '2026-10-25T02:00:00+01:00',
    ]);
    expect(periodHours('2026-01-01', '2026-01-31')).toHaveLength(31 * 24);
  });

  it('gives the access tariff periods of Circular 3/2020', () => {
    const hour = (stamp: string) => periodHours(stamp, stamp);
    // 2026-11-23 is a Monday; 2026-11-22 a Sunday; 2026-12-08 a national holiday (Tuesday).
    const monday = hour('2026-11-23');
    expect(monday.map((h) => energyPeriod('2.0TD', h)).join(',')).toBe(
      [
        ...Array(8).fill('P3'),
        'P2',
        'P2',
        ...Array(4).fill('P1'),
        ...Array(4).fill('P2'),
        ...Array(4).fill('P1'),
        'P2',
        'P2',
      ].join(','),
    );
    expect(new Set(hour('2026-11-22').map((h) => energyPeriod('2.0TD', h)))).toEqual(
      new Set(['P3']),
    );
    expect(new Set(hour('2026-12-08').map((h) => energyPeriod('2.0TD', h)))).toEqual(
      new Set(['P3']),
    );
    // 3.0TD in November (medium-high season): peak P2, shoulder P3, night P6.
    expect(energyPeriod('3.0TD', monday[10]!)).toBe('P2');
    expect(energyPeriod('3.0TD', monday[8]!)).toBe('P3');
    expect(energyPeriod('3.0TD', monday[3]!)).toBe('P6');
  });

  it('adds up to the energy exactly, the same every time', () => {
    const params = {
      seed: '0100001:2026-10-01:2026-10-31',
      startDate: '2026-10-01',
      endDate: '2026-10-31',
      accessTariff: '2.0TD',
      energyConsumed: '287.000',
    };
    const rows = consumptionCurve(params);
    expect(rows).toHaveLength(31 * 24 + 1);
    expect(rows.reduce((sum, row) => sum + row.activaWh, 0n)).toBe(287_000n);
    expect(curveCsv(consumptionCurve(params))).toBe(curveCsv(rows));
    const mirror = consumptionCurve({ ...params, energyConsumed: '-287' });
    expect(mirror.map((row) => row.activaWh)).toEqual(rows.map((row) => -row.activaWh));
  });
});

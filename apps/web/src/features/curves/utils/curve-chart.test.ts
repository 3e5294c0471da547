import { describe, expect, it } from 'vitest';
import {
  alignPrevious,
  buildCurveChart,
  positionKeys,
  type ContractCurve,
  type CurvePoint,
} from './curve-chart';
import { contractColor, periodColor } from './series-colors';

const point = (date: string, period: string, value: number, patch: Partial<CurvePoint> = {}) => ({
  date,
  period,
  value,
  exported: 0,
  real: true,
  ...patch,
});

const curve = (contract: string, points: CurvePoint[], start = '', end = ''): ContractCurve => ({
  contract,
  measure: 'energy',
  start,
  end,
  points,
});

describe('the chart of a curve (issue 13 point 5)', () => {
  it('stacks one contract by tariff period, P1 first, with the totals and estimated bars', () => {
    const model = buildCurveChart([
      curve('0100001', [
        point('2025-09', 'P3', 80.5),
        point('2025-09', 'P1', 40.1),
        point('2025-09', 'P2', 30.2),
        point('2025-10', 'P1', 42),
        point('2025-10', 'P3', 90, { real: false }),
      ]),
    ]);
    expect(model.dates).toEqual(['2025-09', '2025-10']);
    expect(model.series.map((s) => [s.name, s.color, s.data])).toEqual([
      ['P1', periodColor('P1'), [40.1, 42]],
      ['P2', periodColor('P2'), [30.2, null]],
      ['P3', periodColor('P3'), [80.5, 90]],
    ]);
    // 40.1 + 30.2 + 80.5 is 150.8, not 150.79999999999998.
    expect(model.totals).toEqual([150.8, 132]);
    expect(model.estimated).toEqual([false, true]);
    expect(model.series.find((s) => s.name === 'P3')?.estimated).toEqual([false, true]);
    expect(model.series.find((s) => s.name === 'P1')?.estimated).toEqual([false, false]);
    expect(model.exported).toBeNull();
  });

  it('shows the exported energy as its own series only when there is some', () => {
    const model = buildCurveChart([
      curve('0100002', [
        point('2025-07-01', 'P1', 5, { exported: 3.25 }),
        point('2025-07-01', 'P2', 2, { exported: 1 }),
        point('2025-07-02', 'P1', 4),
      ]),
    ]);
    expect(model.exported?.data).toEqual([4.25, 0]);
  });

  it('stacks several contracts by contract, in the order chosen, over the dates of all', () => {
    const model = buildCurveChart([
      curve('0100002', [point('2025-07-02', 'P1', 4), point('2025-07-02', 'P2', 1)]),
      curve('0100001', [point('2025-07-01', 'P1', 5), point('2025-07-02', 'P3', 2)]),
    ]);
    expect(model.dates).toEqual(['2025-07-01', '2025-07-02']);
    expect(model.series.map((s) => [s.name, s.kind, s.color, s.data])).toEqual([
      ['0100002', 'contract', contractColor(0), [null, 5]],
      ['0100001', 'contract', contractColor(1), [5, 2]],
    ]);
    expect(model.totals).toEqual([5, 7]);
  });
});

describe('the comparison with the year before (issue 13 point 5)', () => {
  it('aligns months with the same months a year before', () => {
    const values = alignPrevious(
      'monthly',
      { dates: ['2024-12', '2025-01', '2025-02'], start: '2024-12-01' },
      {
        curves: [
          curve('0100001', [
            point('2023-12', 'P1', 10),
            point('2023-12', 'P2', 5),
            point('2024-02', 'P1', 7),
          ]),
        ],
        start: '2023-12-01',
      },
    );
    // January 2024 had no readings: nothing beside January 2025.
    expect(values).toEqual([15, null, 7]);
  });

  it('aligns days by their place in the range, not by weekday', () => {
    expect(positionKeys(['2025-03-01', '2025-03-03'], 'daily', '2025-03-01')).toEqual(['d0', 'd2']);
    const values = alignPrevious(
      'daily',
      { dates: ['2025-03-01', '2025-03-02'], start: '2025-03-01' },
      {
        curves: [
          curve('0100001', [point('2024-03-01', 'P1', 3), point('2024-03-02', 'P3', 4)]),
          curve('0100002', [point('2024-03-02', 'P1', 1)]),
        ],
        start: '2024-03-01',
      },
    );
    expect(values).toEqual([3, 5]);
  });

  it("aligns hours by the hour of the day: the 25-hour day's second 02:00 stands alone", () => {
    const current = [
      '2025-10-26T01:00:00+02:00',
      '2025-10-26T02:00:00+02:00',
      '2025-10-26T02:00:00+01:00',
      '2025-10-26T03:00:00+01:00',
    ];
    expect(positionKeys(current, 'hourly', '2025-10-26')).toEqual([
      'd0T01:00#0',
      'd0T02:00#0',
      'd0T02:00#1',
      'd0T03:00#0',
    ]);
    const values = alignPrevious(
      'hourly',
      { dates: current, start: '2025-10-26' },
      {
        curves: [
          curve('0100001', [
            point('2024-10-26T01:00:00+02:00', 'P3', 0.25),
            point('2024-10-26T02:00:00+02:00', 'P3', 0.5),
            point('2024-10-26T03:00:00+02:00', 'P3', 0.125),
          ]),
        ],
        start: '2024-10-26',
      },
    );
    expect(values).toEqual([0.25, 0.5, null, 0.125]);
  });

  it('leaves a 23-hour day without the 02:00 of the year before', () => {
    const values = alignPrevious(
      'hourly',
      { dates: ['2025-03-30T01:00:00+01:00', '2025-03-30T03:00:00+02:00'], start: '2025-03-30' },
      {
        curves: [
          curve('0100001', [
            point('2024-03-30T01:00:00+01:00', 'P3', 1),
            point('2024-03-30T02:00:00+01:00', 'P3', 2),
            point('2024-03-30T03:00:00+01:00', 'P3', 3),
          ]),
        ],
        start: '2024-03-30',
      },
    );
    expect(values).toEqual([1, 3]);
  });
});

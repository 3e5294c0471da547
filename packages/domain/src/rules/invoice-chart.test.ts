import { describe, expect, it } from 'vitest';
import { monthlyInvoiceChart } from './invoice-chart';

describe('monthlyInvoiceChart (spec 2 point 9)', () => {
  it('spans from January of the earliest year to December of the current year', () => {
    const chart = monthlyInvoiceChart(
      [{ series: '0100001', day: '2024-05-31', amount_total: 50, energy_consumed: 200 }],
      2026,
    );
    expect(chart.months).toHaveLength(36);
    expect(chart.months[0]).toBe('2024-01');
    expect(chart.months.at(-1)).toBe('2026-12');
    expect(chart.series).toEqual([
      {
        key: '0100001',
        amount: chart.months.map((month) => (month === '2024-05' ? 50 : 0)),
        energy: chart.months.map((month) => (month === '2024-05' ? 200 : 0)),
      },
    ]);
  });

  it('stacks one series per contract, sums months and rounds amounts to 2 and energy to 0', () => {
    const chart = monthlyInvoiceChart(
      [
        { series: 'B', day: '2026-01-31', amount_total: 0.1, energy_consumed: 10.4 },
        { series: 'B', day: '2026-01-15', amount_total: 0.2, energy_consumed: 10.4 },
        { series: 'A', day: '2026-02-28', amount_total: 12.345, energy_consumed: 1 },
      ],
      2026,
    );
    expect(chart.months).toHaveLength(12);
    expect(chart.series.map((series) => series.key)).toEqual(['A', 'B']);
    expect(chart.series[1]!.amount[0]).toBe(0.3);
    expect(chart.series[1]!.energy[0]).toBe(21);
    expect(chart.series[0]!.amount[1]).toBe(12.35);
  });

  it('counts an annulling (A) invoice negative, whatever its sign', () => {
    const chart = monthlyInvoiceChart(
      [
        { series: 'C', day: '2026-03-31', amount_total: 80, energy_consumed: 300 },
        {
          series: 'C',
          day: '2026-03-31',
          amount_total: 80,
          energy_consumed: 300,
          rectificative_type: 'A',
        },
        {
          series: 'C',
          day: '2026-04-30',
          amount_total: -20,
          energy_consumed: -100,
          rectificative_type: 'A',
        },
        {
          series: 'C',
          day: '2026-04-30',
          amount_total: 70,
          energy_consumed: 250,
          rectificative_type: 'R',
        },
      ],
      2026,
    );
    const [series] = chart.series;
    expect(series!.amount.slice(2, 4)).toEqual([0, 50]);
    expect(series!.energy.slice(2, 4)).toEqual([0, 150]);
  });

  it('is empty without invoices', () => {
    expect(monthlyInvoiceChart([], 2026)).toEqual({ months: [], series: [] });
  });
});

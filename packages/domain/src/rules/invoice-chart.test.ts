import { describe, expect, it } from 'vitest';
import { limitChartSeries, monthlyInvoiceChart } from './invoice-chart';

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

describe('limitChartSeries (spec 2 point 9)', () => {
  const series = (key: string, amount: number[], energy = amount.map(() => 1)) => ({
    key,
    amount,
    energy,
  });

  it('keeps every series when there are no more than the limit', () => {
    const all = [series('A', [1, 2]), series('B', [3, 4])];
    expect(limitChartSeries(all, 2)).toEqual({ named: all, others: null });
  });

  it('keeps the largest by amount, in their order, and sums the rest into others', () => {
    const all = [
      series('A', [0.1, 0.2], [1, 2]),
      series('B', [100, 0]),
      series('C', [-50, 0]),
      series('D', [0.2, 0.1], [3, 4]),
      series('E', [10, 10]),
    ];
    const limited = limitChartSeries(all, 3);
    expect(limited.named.map((entry) => entry.key)).toEqual(['B', 'C', 'E']);
    expect(limited.others).toEqual({ amount: [0.3, 0.3], energy: [4, 6] });
  });

  it('breaks ties by name', () => {
    const all = [series('C', [5]), series('B', [5]), series('A', [5])];
    expect(limitChartSeries(all, 2).named.map((entry) => entry.key)).toEqual(['B', 'A']);
  });

  it('groups a company’s 42 supply points into 10 and others', () => {
    const all = Array.from({ length: 42 }, (_, index) =>
      series(`03000${String(index + 1).padStart(2, '0')}`, [index + 1]),
    );
    const limited = limitChartSeries(all, 10);
    expect(limited.named).toHaveLength(10);
    expect(limited.named[0]!.key).toBe('0300033');
    // 1 + 2 + ... + 32
    expect(limited.others?.amount).toEqual([528]);
  });
});

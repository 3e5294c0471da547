import { describe, expect, it } from 'vitest';
import {
  billingDays,
  compareElectricity,
  compareGas,
  comparatorPeriods,
  comparatorPowers,
  electricityComparisonIssues,
  type Comparison,
} from './price-compare';

const household = { power: [0.0887, 0.0101], energy: [0.2105, 0.1402, 0.1021] };
const business = {
  power: [0.0556, 0.0295, 0.0122, 0.0106, 0.0073, 0.0044],
  energy: [0.185, 0.16, 0.14, 0.13, 0.12, 0.11],
};

/** The cents of the lines and taxes, added as integers. */
const addedUp = (comparison: Comparison) =>
  [...comparison.lines, ...comparison.taxes].reduce(
    (sum, entry) => sum + Math.round(entry.amount * 100),
    0,
  ) / 100;

describe('the periods a tariff enables', () => {
  it('asks P2 and P1 to P3 for 2.0TD, P1 to P6 for 3.0TD and VE, P1 alone otherwise', () => {
    expect(comparatorPeriods('2.0TD')).toEqual({ power2: true, consumption: ['p1', 'p2', 'p3'] });
    const six = { power2: true, consumption: ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] };
    expect(comparatorPeriods('3.0TD')).toEqual(six);
    expect(comparatorPeriods('3.0TDVE')).toEqual(six);
    expect(comparatorPeriods('6.1TDVE')).toEqual(six);
    expect(comparatorPeriods('6.1TD')).toEqual({ power2: false, consumption: ['p1'] });
  });
});

describe('the days of a bill', () => {
  it('counts both ends from the calendar', () => {
    expect(billingDays('2026-09-01', '2026-09-30')).toBe(30);
    expect(billingDays('2028-02-01', '2028-02-29')).toBe(29);
    expect(billingDays('2026-03-01', '2026-03-31')).toBe(31);
    expect(billingDays('2026-09-15', '2026-09-15')).toBe(1);
    expect(billingDays('2026-01-01', '2026-12-31')).toBe(365);
  });
});

describe('an electricity comparison', () => {
  it('bills a September on the product line by line, to the cent', () => {
    const comparison = compareElectricity({
      accessTariff: '2.0TD',
      power: 4.6,
      power2: 4.6,
      consumption: { p1: 60, p2: 70, p3: 120 },
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      invoiceAmount: 84.37,
      prices: household,
    });
    expect(comparison.days).toBe(30);
    expect(comparison.lines).toEqual([
      // 4.6 kW × 0.0887 €/kW·day × 30 days = 12.2406 → 12.24
      {
        type: 'potencia',
        period: 'P1',
        quantity: 4.6,
        price_unit: 0.0887,
        multi: 30,
        amount: 12.24,
      },
      // 4.6 × 0.0101 × 30 = 1.3938 → 1.39
      {
        type: 'potencia',
        period: 'P2',
        quantity: 4.6,
        price_unit: 0.0101,
        multi: 30,
        amount: 1.39,
      },
      // 60 kWh × 0.2105 = 12.63; 70 × 0.1402 = 9.814 → 9.81; 120 × 0.1021 = 12.252 → 12.25
      { type: 'energia', period: 'P1', quantity: 60, price_unit: 0.2105, multi: 1, amount: 12.63 },
      { type: 'energia', period: 'P2', quantity: 70, price_unit: 0.1402, multi: 1, amount: 9.81 },
      { type: 'energia', period: 'P3', quantity: 120, price_unit: 0.1021, multi: 1, amount: 12.25 },
      // 30 days × 0.0266 €/day = 0.798 → 0.80
      { type: 'lloguer', period: null, quantity: 1, price_unit: 0.0266, multi: 30, amount: 0.8 },
    ]);
    expect(comparison.taxes).toEqual([
      // (12.24 + 1.39 + 12.63 + 9.81 + 12.25) = 48.32 × 5.11269632 % = 2.4704… → 2.47
      { type: 'iee', rate: 5.11269632, base: 48.32, amount: 2.47 },
      // 48.32 + 2.47 + 0.80 = 51.59 × 21 % = 10.8339 → 10.83
      { type: 'iva', rate: 21, base: 51.59, amount: 10.83 },
    ]);
    expect(comparison.total_amount).toBe(62.42);
    expect(addedUp(comparison)).toBe(62.42);
    expect(comparison.invoice_amount).toBe(84.37);
    expect(comparison.saving).toBe(21.95);
    // 21.95 / 84.37 = 26.02 %
    expect(comparison.saving_percent).toBe(26);
  });

  it('takes the taxes of the end date: 3.8 % and the reduced VAT in the second quarter of 2024', () => {
    const comparison = compareElectricity({
      accessTariff: '2.0TD',
      power: 4.6,
      power2: null,
      consumption: { p1: 60, p2: 70, p3: 120 },
      startDate: '2024-04-01',
      endDate: '2024-04-30',
      invoiceAmount: 50,
      prices: household,
    });
    // The same terms (48.32) × 3.8 % = 1.83616 → 1.84; 48.32 + 1.84 + 0.80 = 50.96 × 10 % = 5.096 → 5.10.
    expect(comparison.taxes).toEqual([
      { type: 'iee', rate: 3.8, base: 48.32, amount: 1.84 },
      { type: 'iva', rate: 10, base: 50.96, amount: 5.1 },
    ]);
    expect(comparison.total_amount).toBe(56.06);
    // Paid less than the product would cost: a negative saving.
    expect(comparison.saving).toBe(-6.06);
    expect(comparison.saving_percent).toBe(-12.1);
  });

  it('bills a 3.0TD supply on six periods, the second power from P2 to P6', () => {
    expect(comparatorPowers(6, 20, 25)).toEqual([20, 25, 25, 25, 25, 25]);
    expect(comparatorPowers(2, 4.6, undefined)).toEqual([4.6, 4.6]);
    const comparison = compareElectricity({
      accessTariff: '3.0TD',
      power: 20,
      power2: 25,
      consumption: { p1: 500, p2: 600, p3: 400, p4: 300, p5: 200, p6: 1000 },
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      invoiceAmount: 1200,
      prices: business,
    });
    const amounts = comparison.lines.map((line) => [line.type, line.period, line.amount]);
    expect(amounts).toEqual([
      ['potencia', 'P1', 33.36], // 20 × 0.0556 × 30
      ['potencia', 'P2', 22.13], // 25 × 0.0295 × 30 = 22.125 → 22.13
      ['potencia', 'P3', 9.15], // 25 × 0.0122 × 30
      ['potencia', 'P4', 7.95],
      ['potencia', 'P5', 5.48], // 5.475 → 5.48
      ['potencia', 'P6', 3.3],
      ['energia', 'P1', 92.5],
      ['energia', 'P2', 96],
      ['energia', 'P3', 56],
      ['energia', 'P4', 39],
      ['energia', 'P5', 24],
      ['energia', 'P6', 110],
      ['lloguer', null, 1.34], // 30 × 0.0447 = 1.341
    ]);
    // Terms 81.37 + 417.50 = 498.87 × 5.11269632 % = 25.5057… → 25.51;
    // (498.87 + 25.51 + 1.34) = 525.72 × 21 % = 110.4012 → 110.40
    expect(comparison.taxes.map((tax) => [tax.type, tax.base, tax.amount])).toEqual([
      ['iee', 498.87, 25.51],
      ['iva', 525.72, 110.4],
    ]);
    expect(comparison.total_amount).toBe(636.12);
    expect(addedUp(comparison)).toBe(636.12);
  });
});

describe('the electricity rules that need the tariff', () => {
  const input = {
    power: 1,
    consumption: { p1: 240, p2: 240, p3: 240 },
    startDate: '2026-09-01',
    endDate: '2026-09-30',
  };

  it('refuses power and consumption in periods the tariff does not have', () => {
    expect(
      electricityComparisonIssues('2.0TD', { ...input, consumption: { p1: 1, p4: 5 } }),
    ).toEqual([['p4', 'period_not_in_tariff']]);
    expect(
      electricityComparisonIssues('6.1TD', { ...input, power2: 3, consumption: { p1: 1, p2: 1 } }),
    ).toEqual([
      ['power2', 'period_not_in_tariff'],
      ['p2', 'period_not_in_tariff'],
    ]);
    // An empty period is no consumption.
    expect(
      electricityComparisonIssues('2.0TD', { ...input, consumption: { p1: 1, p4: null } }),
    ).toEqual([]);
  });

  it('takes what the highest power can deliver over every hour of the days, and no more', () => {
    // 1 kW × 24 h × 30 days = 720 kWh.
    expect(electricityComparisonIssues('2.0TD', input)).toEqual([]);
    expect(
      electricityComparisonIssues('2.0TD', { ...input, consumption: { p1: 0, p2: 241, p3: 480 } }),
    ).toEqual([['p2', 'consumption_too_high']]);
    // With 2 kW in P2 the same energy fits.
    expect(
      electricityComparisonIssues('2.0TD', {
        ...input,
        power2: 2,
        consumption: { p1: 0, p2: 241, p3: 480 },
      }),
    ).toEqual([]);
    // A tariff without P2 power does not count it.
    expect(electricityComparisonIssues('6.1TD', { ...input, consumption: { p1: 721 } })).toEqual([
      ['p1', 'consumption_too_high'],
    ]);
  });

  it('checks the dates: in order, a year at most', () => {
    expect(
      electricityComparisonIssues('2.0TD', {
        ...input,
        startDate: '2026-10-01',
        endDate: '2026-09-30',
      }),
    ).toEqual([['endDate', 'date_range_invalid']]);
    expect(
      electricityComparisonIssues('2.0TD', {
        ...input,
        startDate: '2025-09-01',
        endDate: '2026-09-02',
      }),
    ).toEqual([['endDate', 'period_too_long']]);
    // 366 days, both ends included, is a leap year's bill.
    expect(
      electricityComparisonIssues('2.0TD', {
        ...input,
        startDate: '2027-03-01',
        endDate: '2028-02-29',
      }),
    ).toEqual([]);
  });
});

describe('a gas comparison', () => {
  it('bills a September: fixed term, energy, meter rental, hydrocarbon tax and VAT', () => {
    const comparison = compareGas({
      consumption: 300,
      startDate: '2026-09-01',
      endDate: '2026-09-30',
      invoiceAmount: 45.5,
      prices: { fixedPerDay: 0.1156, energy: 0.0751 },
    });
    expect(comparison.lines).toEqual([
      // 30 days × 0.1156 €/day = 3.468 → 3.47
      { type: 'fijo', period: null, quantity: 1, price_unit: 0.1156, multi: 30, amount: 3.47 },
      // 300 kWh × 0.0751 = 22.53
      {
        type: 'variable',
        period: null,
        quantity: 300,
        price_unit: 0.0751,
        multi: 1,
        amount: 22.53,
      },
      // 30 × 0.0197 = 0.591 → 0.59
      { type: 'lloguer', period: null, quantity: 1, price_unit: 0.0197, multi: 30, amount: 0.59 },
    ]);
    expect(comparison.taxes).toEqual([
      // 300 kWh × 0.00234 €/kWh = 0.702 → 0.70
      { type: 'ieh', rate: 0.00234, base: 300, amount: 0.7 },
      // 3.47 + 22.53 + 0.59 + 0.70 = 27.29 × 21 % = 5.7309 → 5.73
      { type: 'iva', rate: 21, base: 27.29, amount: 5.73 },
    ]);
    expect(comparison.total_amount).toBe(33.02);
    expect(addedUp(comparison)).toBe(33.02);
    expect(comparison.saving).toBe(12.48);
    expect(comparison.saving_percent).toBe(27.4);
  });

  it('takes the VAT of the end date: 5 % in the autumn of 2022', () => {
    const comparison = compareGas({
      consumption: 300,
      startDate: '2022-10-01',
      endDate: '2022-10-31',
      invoiceAmount: 30,
      prices: { fixedPerDay: 0.1156, energy: 0.0751 },
    });
    // 31 × 0.1156 = 3.5836 → 3.58; 22.53; 31 × 0.0197 = 0.6107 → 0.61; 0.70: 27.42 × 5 % = 1.371 → 1.37
    expect(comparison.days).toBe(31);
    expect(comparison.taxes.at(-1)).toEqual({ type: 'iva', rate: 5, base: 27.42, amount: 1.37 });
    expect(comparison.total_amount).toBe(28.79);
  });
});

import { describe, expect, it } from 'vitest';
import { electricityBill, energyCostCents, meterRentalPerDay } from './electricity-bill';

describe('an electricity bill', () => {
  const prices = { power: [0.0887, 0.0101], energy: [0.2105, 0.1402, 0.1021] };

  it('rounds each line to the cent and adds the rounded lines, taxes of the end date', () => {
    const bill = electricityBill({
      accessTariff: '2.0TD',
      days: 30,
      endDate: '2026-06-30',
      powersKw: [4.6, 4.6],
      energyWh: [70_000, 75_000, 110_000],
      prices,
    });
    // Power 4.6 × 30 × 0.0887 = 12.2406 → 12.24; 4.6 × 30 × 0.0101 = 1.3938 → 1.39.
    // Energy 70 × 0.2105 = 14.735 → 14.74 (half up); 75 × 0.1402 = 10.515 → 10.52; 110 × 0.1021 = 11.231 → 11.23.
    expect(bill.lines.map((line) => [line.kind, line.period, line.amount])).toEqual([
      ['power', 'P1', 12.24],
      ['power', 'P2', 1.39],
      ['energy', 'P1', 14.74],
      ['energy', 'P2', 10.52],
      ['energy', 'P3', 11.23],
      // (12.24 + 1.39 + 14.74 + 10.52 + 11.23) × 5.11269632 % = 50.12 × … = 2.5625 → 2.56
      ['electricity_tax', null, 2.56],
      // 30 × 0.0266 = 0.798 → 0.80
      ['meter_rental', null, 0.8],
    ]);
    expect(bill.lines[5]?.quantity).toBe(50.12);
    expect(bill.energyConsumed).toBe(255);
    expect(bill.amountUntaxed).toBe(53.48);
    expect(bill.vatRate).toBe(21);
    // 53.48 × 21 % = 11.2308 → 11.23
    expect(bill.amountVat).toBe(11.23);
    expect(bill.amountTotal).toBe(64.71);
  });

  it('applies the reduced VAT of up to 10 kW in 2024 and the tax of the day', () => {
    const bill = electricityBill({
      accessTariff: '2.0TD',
      days: 31,
      endDate: '2024-05-31',
      powersKw: [4.6, 4.6],
      energyWh: [0, 0, 0],
      prices,
    });
    expect(bill.vatRate).toBe(10);
    expect(bill.lines.find((line) => line.kind === 'electricity_tax')?.unitPrice).toBe(0.038);
  });

  it('prices energy in Wh exactly, half up', () => {
    expect(energyCostCents(50, 0.1)).toBe(1); // 0.005 € → 1 cent
    expect(energyCostCents(49, 0.1)).toBe(0);
    expect(energyCostCents(123_456, 0.2105)).toBe(2599); // 25.987488 €
    expect(meterRentalPerDay('3.0TD')).toBe(0.0447);
  });
});

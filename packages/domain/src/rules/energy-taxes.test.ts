import { describe, expect, it } from 'vitest';
import { electricityTaxRate, electricityVatRate, gasVatRate } from './energy-taxes';

describe('energy taxes of the day', () => {
  it('steps the electricity tax down and back to its legal rate', () => {
    expect(electricityTaxRate('2021-09-15')).toBe(0.0511269632);
    expect(electricityTaxRate('2021-09-16')).toBe(0.005);
    expect(electricityTaxRate('2023-12-31')).toBe(0.005);
    expect(electricityTaxRate('2024-01-01')).toBe(0.025);
    expect(electricityTaxRate('2024-04-01')).toBe(0.038);
    expect(electricityTaxRate('2024-07-01')).toBe(0.0511269632);
  });

  it('charges reduced electricity VAT only to supplies up to 10 kW in its period', () => {
    expect(electricityVatRate('2022-03-01', 10)).toBe(10);
    expect(electricityVatRate('2022-03-01', 10.1)).toBe(21);
    expect(electricityVatRate('2021-06-25', 4.6)).toBe(21);
    expect(electricityVatRate('2025-01-01', 4.6)).toBe(21);
  });

  it('charges gas VAT at 5 % and then 10 % while those rates applied', () => {
    expect(gasVatRate('2022-09-30')).toBe(21);
    expect(gasVatRate('2022-10-01')).toBe(5);
    expect(gasVatRate('2024-02-15')).toBe(10);
    expect(gasVatRate('2024-04-01')).toBe(21);
  });
});

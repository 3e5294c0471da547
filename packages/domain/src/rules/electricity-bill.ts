import { electricityTaxRate, electricityVatRate } from './energy-taxes';

/**
 * An electricity bill as Spain makes it (DOMAIN.md "What an electricity bill is made of"): power
 * term per period (kW × days × €/kW·day), energy term per period (kWh × €/kWh), the electricity
 * special tax on both, the meter rental per day, and VAT on the whole. Each line is rounded to the
 * cent (half up) and the totals are the sums of the rounded lines, so an invoice, the simulation of
 * the same period and the comparator agree to the cent. Computed in whole units (W, Wh, micro-euros,
 * cents): no binary fraction reaches an amount.
 */

export type ElectricityBillLineKind = 'power' | 'energy' | 'electricity_tax' | 'meter_rental';

export interface ElectricityBillLine {
  kind: ElectricityBillLineKind;
  period: string | null;
  /** kW (power), kWh (energy), € (the tax base) or days (meter rental). */
  quantity: number;
  days: number | null;
  /** €/kW·day, €/kWh, the tax rate (0.0511269632) or €/day. */
  unitPrice: number;
  /** €, to the cent. */
  amount: number;
}

export interface ElectricityPrices {
  /** €/kW·day per power period (P1, P2… as the tariff has them). */
  power: readonly number[];
  /** €/kWh per energy period. */
  energy: readonly number[];
}

export interface ElectricityBill {
  lines: ElectricityBillLine[];
  /** kWh billed, three decimals. */
  energyConsumed: number;
  amountUntaxed: number;
  vatRate: number;
  amountVat: number;
  amountTotal: number;
}

/** Meter rental by day (DOMAIN.md: about 0.81 €/month single-phase, 1.36 €/month three-phase). */
export function meterRentalPerDay(accessTariff: string): number {
  return accessTariff.startsWith('2.0') ? 0.0266 : 0.0447;
}

const MICRO = 1_000_000;
/** Micro-units of a decimal with up to six places (prices, kW, kWh). */
const micro = (value: number) => Math.round(value * MICRO);

/** `numerator / divisor` rounded half up (away from zero for negatives), both whole. */
export function divideRounded(numerator: number, divisor: number): number {
  const magnitude = Math.floor((Math.abs(numerator) * 2 + divisor) / (divisor * 2));
  return numerator < 0 ? -magnitude : magnitude;
}

const euros = (cents: number) => cents / 100;

/**
 * The bill of `days` days ending `endDate` for powers in kW and energies in Wh per period, at the
 * product's prices, with the taxes of `endDate`.
 */
export function electricityBill(input: {
  accessTariff: string;
  days: number;
  endDate: string;
  powersKw: readonly number[];
  energyWh: readonly number[];
  prices: ElectricityPrices;
}): ElectricityBill {
  const lines: ElectricityBillLine[] = [];
  let termsCents = 0;
  input.prices.power.forEach((price, index) => {
    const kw = input.powersKw[index] ?? 0;
    // W × days × µ€/kW·day = 1e-9 €: cents are 1e7 of them.
    const cents = divideRounded(Math.round(kw * 1000) * input.days * micro(price), 10_000_000);
    termsCents += cents;
    lines.push({
      kind: 'power',
      period: `P${index + 1}`,
      quantity: kw,
      days: input.days,
      unitPrice: price,
      amount: euros(cents),
    });
  });
  let energyWh = 0;
  input.prices.energy.forEach((price, index) => {
    const wh = input.energyWh[index] ?? 0;
    energyWh += wh;
    const cents = divideRounded(wh * micro(price), 10_000_000);
    termsCents += cents;
    lines.push({
      kind: 'energy',
      period: `P${index + 1}`,
      quantity: wh / 1000,
      days: null,
      unitPrice: price,
      amount: euros(cents),
    });
  });
  const taxRate = electricityTaxRate(input.endDate);
  // The rate has eight decimals: cents × rate·1e10 / 1e10.
  const taxCents = divideRounded(termsCents * Math.round(taxRate * 1e10), 1e10);
  lines.push({
    kind: 'electricity_tax',
    period: null,
    quantity: euros(termsCents),
    days: null,
    unitPrice: taxRate,
    amount: euros(taxCents),
  });
  const meterPerDay = meterRentalPerDay(input.accessTariff);
  const meterCents = divideRounded(input.days * micro(meterPerDay), 10_000);
  lines.push({
    kind: 'meter_rental',
    period: null,
    quantity: input.days,
    days: input.days,
    unitPrice: meterPerDay,
    amount: euros(meterCents),
  });
  const untaxedCents = termsCents + taxCents + meterCents;
  const vatRate = electricityVatRate(input.endDate, Math.max(0, ...input.powersKw));
  const vatCents = divideRounded(untaxedCents * vatRate, 100);
  return {
    lines,
    energyConsumed: energyWh / 1000,
    amountUntaxed: euros(untaxedCents),
    vatRate,
    amountVat: euros(vatCents),
    amountTotal: euros(untaxedCents + vatCents),
  };
}

/** What energy cost at a price, in cents, rounded half up: `Wh × €/kWh`. */
export function energyCostCents(wh: number, pricePerKwh: number): number {
  return divideRounded(wh * micro(pricePerKwh), 10_000_000);
}

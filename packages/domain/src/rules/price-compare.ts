import { daysBetween } from '../curves/curve-range';
import { isDateRangeValid } from '../format/dates';
import type { FormIssue } from '../schemas/form';
import { divideRounded, electricityBill, type ElectricityPrices } from './electricity-bill';
import { GAS_HYDROCARBON_TAX_PER_KWH, gasVatRate } from './energy-taxes';

/**
 * The price comparators (spec 3 points 2, 5 and 9; docs/decisions/021): the bill of the customer's
 * period on one of the retailer's products, with Spain's bill arithmetic (DOMAIN.md "What an
 * electricity bill is made of"), and the saving against what the customer paid. Electricity goes
 * through `electricityBill`, the arithmetic the demo invoices and the curve simulation use, so the
 * three agree to the cent; gas is billed here with the same rounding: every line to the cent, half
 * up, the taxes on the rounded lines, the total the sum of what is shown.
 */

/** The consumption periods a comparator takes, kWh each. */
export const consumptionPeriods = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'] as const;
export type ConsumptionPeriod = (typeof consumptionPeriods)[number];

/** A bill covers at most a year: the longest period the comparators take, in days. */
export const COMPARATOR_MAX_DAYS = 366;
/** The largest power the electricity comparator takes, kW (a 3.0TD supply stays well below). */
export const COMPARATOR_MAX_POWER_KW = 1000;
/**
 * The gas meter rental by day: the regulated rent of a G4 meter, about 0.59 €/month (Orden
 * ITC/3802/2008, updated yearly); the figure the demo's gas invoices charge.
 */
export const GAS_METER_RENTAL_PER_DAY = 0.0197;

/** The comparator's modes (spec 3 point 3): the form, or an invoice sent with the contact form. */
export const comparatorModes = ['auto', 'manual'] as const;
export type ComparatorMode = (typeof comparatorModes)[number];

/** What a comparator asks for a tariff: the second power and the consumption periods. */
export interface ComparatorPeriods {
  power2: boolean;
  consumption: readonly ConsumptionPeriod[];
}

/**
 * The fields a tariff enables (spec 3 point 5 "Electricity comparator"): the P2 power and the P1 to
 * P3 consumption for tariffs whose name says VE, 3.0TD or 2.0TD; P4 to P6 for VE or 3.0TD. Any other
 * tariff asks its P1 power and consumption only.
 */
export function comparatorPeriods(tariffName: string): ComparatorPeriods {
  const upTo3 = /VE|3\.0TD|2\.0TD/i.test(tariffName);
  const upTo6 = /VE|3\.0TD/i.test(tariffName);
  return {
    power2: upTo3,
    consumption: consumptionPeriods.slice(0, upTo6 ? 6 : upTo3 ? 3 : 1),
  };
}

/** The days a bill from `start` to `end` covers, both included (the repo's billing convention). */
export const billingDays = (start: string, end: string): number => daysBetween(start, end) + 1;

/** The most energy a power can deliver over some days: kW × 24 h × days, in Wh (whole). */
export const maxEnergyWh = (powerKw: number, days: number): number =>
  Math.round(powerKw * 1000) * 24 * days;

/** The period's problems with the dates: a start after the end, or more than a year. */
export function periodIssues(startDate: string, endDate: string): FormIssue<'endDate'>[] {
  if (!isDateRangeValid(startDate, endDate)) return [['endDate', 'date_range_invalid']];
  if (billingDays(startDate, endDate) > COMPARATOR_MAX_DAYS)
    return [['endDate', 'period_too_long']];
  return [];
}

/** What the electricity comparator computes from (the body's fields, numbers in kW and kWh). */
export interface ElectricityComparisonInput {
  power: number;
  power2?: number | null | undefined;
  consumption: Partial<Record<ConsumptionPeriod, number | null | undefined>>;
  startDate: string;
  endDate: string;
}

/**
 * The rules of an electricity comparison that need the tariff's name (spec 3 point 5): no power or
 * consumption in a period the tariff does not have, dates in order and at most a year apart, and a
 * consumption the contracted power can deliver in the period (all periods together at most the
 * highest power over every hour of its days). Dates are checked to be dates by the body's schema.
 */
export function electricityComparisonIssues(
  tariffName: string,
  input: ElectricityComparisonInput,
): FormIssue<'power2' | ConsumptionPeriod | 'endDate'>[] {
  const enabled = comparatorPeriods(tariffName);
  const issues: FormIssue<'power2' | ConsumptionPeriod | 'endDate'>[] = [];
  if (!enabled.power2 && input.power2 != null) issues.push(['power2', 'period_not_in_tariff']);
  for (const period of consumptionPeriods) {
    if (!enabled.consumption.includes(period) && input.consumption[period] != null) {
      issues.push([period, 'period_not_in_tariff']);
    }
  }
  const dates = periodIssues(input.startDate, input.endDate);
  issues.push(...dates);
  if (issues.length > 0) return issues;
  const totalKwh = enabled.consumption.reduce(
    (sum, period) => sum + (input.consumption[period] ?? 0),
    0,
  );
  const powerKw = Math.max(input.power, enabled.power2 ? (input.power2 ?? 0) : 0);
  if (
    Math.round(totalKwh * 1000) > maxEnergyWh(powerKw, billingDays(input.startDate, input.endDate))
  ) {
    const first = enabled.consumption.find((period) => (input.consumption[period] ?? 0) > 0);
    issues.push([first ?? 'p1', 'consumption_too_high']);
  }
  return issues;
}

/** The lines of a comparison (spec 3 point 3 "Comparison result"). */
export const comparisonLineTypes = ['potencia', 'energia', 'lloguer', 'fijo', 'variable'] as const;
export type ComparisonLineType = (typeof comparisonLineTypes)[number];

/**
 * A line: `quantity` (kW, kWh, or one meter or supply) × `price_unit` (€/kW·day, €/kWh, €/day) ×
 * `multi` (the days of the per-day terms, else 1), rounded to the cent as `amount`.
 */
export interface ComparisonLine {
  type: ComparisonLineType;
  period: string | null;
  quantity: number;
  price_unit: number;
  multi: number;
  amount: number;
}

/**
 * The taxes: the electricity special tax (`iee`, rate in % of the power and energy terms), the
 * hydrocarbon tax on gas (`ieh`, rate in €/kWh of the gas) and VAT (`iva`, rate in % of the rest).
 */
export const comparisonTaxTypes = ['iee', 'ieh', 'iva'] as const;
export type ComparisonTaxType = (typeof comparisonTaxTypes)[number];

export interface ComparisonTax {
  type: ComparisonTaxType;
  rate: number;
  /** € for iee and iva, kWh for ieh. */
  base: number;
  amount: number;
}

export interface Comparison {
  days: number;
  lines: ComparisonLine[];
  taxes: ComparisonTax[];
  /** The lines and the taxes added up, €. */
  total_amount: number;
  /** What the customer paid for the same period, €. */
  invoice_amount: number;
  /** `invoice_amount − total_amount`: positive when the retailer's product is cheaper. */
  saving: number;
  /** The saving in % of what the customer paid, one decimal. */
  saving_percent: number;
}

const toCents = (euros: number) => Math.round(euros * 100);

function withSaving(
  days: number,
  lines: ComparisonLine[],
  taxes: ComparisonTax[],
  invoiceAmount: number,
): Comparison {
  const totalCents = [...lines, ...taxes].reduce((sum, entry) => sum + toCents(entry.amount), 0);
  const invoiceCents = toCents(invoiceAmount);
  const savingCents = invoiceCents - totalCents;
  return {
    days,
    lines,
    taxes,
    total_amount: totalCents / 100,
    invoice_amount: invoiceCents / 100,
    saving: savingCents / 100,
    saving_percent: invoiceCents > 0 ? divideRounded(savingCents * 1000, invoiceCents) / 10 : 0,
  };
}

/**
 * The powers per power period of a product with `count` of them: P1 the power, the rest the second
 * power (or the first when there is none). The comparator asks two powers; a 3.0TD supply's P3 to
 * P6 are at least its P2 (non-decreasing periods), and P2's is the lowest they may be.
 */
export function comparatorPowers(count: number, power: number, power2?: number | null): number[] {
  return Array.from({ length: count }, (_, index) => (index === 0 ? power : (power2 ?? power)));
}

/**
 * The customer's period billed on a product's prices (the product has the tariff's periods): the
 * power term of each power period, the energy of each period, the meter rental, the special tax on
 * the power and energy terms at the rate of the end date, and VAT at the rate of the end date and
 * the highest power (energy-taxes.ts).
 */
export function compareElectricity(input: {
  accessTariff: string;
  power: number;
  power2?: number | null | undefined;
  consumption: Partial<Record<ConsumptionPeriod, number | null | undefined>>;
  startDate: string;
  endDate: string;
  invoiceAmount: number;
  prices: ElectricityPrices;
}): Comparison {
  const days = billingDays(input.startDate, input.endDate);
  const powersKw = comparatorPowers(input.prices.power.length, input.power, input.power2);
  const bill = electricityBill({
    accessTariff: input.accessTariff,
    days,
    endDate: input.endDate,
    powersKw,
    energyWh: input.prices.energy.map((_, index) =>
      Math.round((input.consumption[consumptionPeriods[index]!] ?? 0) * 1000),
    ),
    prices: input.prices,
  });
  const lines: ComparisonLine[] = [];
  const taxes: ComparisonTax[] = [];
  for (const line of bill.lines) {
    if (line.kind === 'power') {
      lines.push({
        type: 'potencia',
        period: line.period,
        quantity: line.quantity,
        price_unit: line.unitPrice,
        multi: days,
        amount: line.amount,
      });
    } else if (line.kind === 'energy') {
      lines.push({
        type: 'energia',
        period: line.period,
        quantity: line.quantity,
        price_unit: line.unitPrice,
        multi: 1,
        amount: line.amount,
      });
    } else if (line.kind === 'meter_rental') {
      lines.push({
        type: 'lloguer',
        period: null,
        quantity: 1,
        price_unit: line.unitPrice,
        multi: days,
        amount: line.amount,
      });
    } else {
      taxes.push({
        type: 'iee',
        rate: Math.round(line.unitPrice * 1e10) / 1e8,
        base: line.quantity,
        amount: line.amount,
      });
    }
  }
  taxes.push({ type: 'iva', rate: bill.vatRate, base: bill.amountUntaxed, amount: bill.amountVat });
  return withSaving(days, lines, taxes, input.invoiceAmount);
}

/** A gas product's prices: the fixed term, €/day, and the energy, €/kWh. */
export interface GasPrices {
  fixedPerDay: number;
  energy: number;
}

const MICRO = 1_000_000;
const micro = (value: number) => Math.round(value * MICRO);

/**
 * The customer's gas period on a product: the fixed term by day, the energy, the meter rental, the
 * hydrocarbon tax per kWh (Ley 38/1992 art. 50, heating use: GAS_HYDROCARBON_TAX_PER_KWH), and VAT
 * at the rate of the end date on all of them. Computed in micro-euros and cents.
 */
export function compareGas(input: {
  consumption: number;
  startDate: string;
  endDate: string;
  invoiceAmount: number;
  prices: GasPrices;
}): Comparison {
  const days = billingDays(input.startDate, input.endDate);
  const wh = Math.round(input.consumption * 1000);
  // days × µ€/day = 1e-6 €: 1e4 of them make a cent; Wh × µ€/kWh = 1e-9 €: 1e7 a cent.
  const fixedCents = divideRounded(days * micro(input.prices.fixedPerDay), 10_000);
  const energyCents = divideRounded(wh * micro(input.prices.energy), 10_000_000);
  const meterCents = divideRounded(days * micro(GAS_METER_RENTAL_PER_DAY), 10_000);
  const taxCents = divideRounded(wh * micro(GAS_HYDROCARBON_TAX_PER_KWH), 10_000_000);
  const vatRate = gasVatRate(input.endDate);
  const baseCents = fixedCents + energyCents + meterCents + taxCents;
  const vatCents = divideRounded(baseCents * vatRate, 100);
  const lines: ComparisonLine[] = [
    {
      type: 'fijo',
      period: null,
      quantity: 1,
      price_unit: input.prices.fixedPerDay,
      multi: days,
      amount: fixedCents / 100,
    },
    {
      type: 'variable',
      period: null,
      quantity: wh / 1000,
      price_unit: input.prices.energy,
      multi: 1,
      amount: energyCents / 100,
    },
    {
      type: 'lloguer',
      period: null,
      quantity: 1,
      price_unit: GAS_METER_RENTAL_PER_DAY,
      multi: days,
      amount: meterCents / 100,
    },
  ];
  const taxes: ComparisonTax[] = [
    { type: 'ieh', rate: GAS_HYDROCARBON_TAX_PER_KWH, base: wh / 1000, amount: taxCents / 100 },
    { type: 'iva', rate: vatRate, base: baseCents / 100, amount: vatCents / 100 },
  ];
  return withSaving(days, lines, taxes, input.invoiceAmount);
}

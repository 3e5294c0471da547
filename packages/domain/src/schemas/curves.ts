import * as z from 'zod/mini';
import { langQuery } from './query';

/**
 * Consumption curves (spec 2 point 3 "Consumption curve item", point 7 "Consumption curves",
 * decision 016): a contract's stored meter readings summed by month, day, hour or quarter-hour and
 * split by tariff period. Energies in kWh (three decimals); dates are days of Europe/Madrid.
 */

export const curveGranularities = ['monthly', 'daily', 'hourly', 'quarter_hourly'] as const;
export const curveGranularitySchema = z.enum(curveGranularities);
export type CurveGranularity = z.infer<typeof curveGranularitySchema>;

/** The longest range each granularity answers, in days (a year of hours is 8,784 items at most). */
export const CURVE_MAX_RANGE_DAYS: Record<CurveGranularity, number> = {
  monthly: 1100,
  daily: 1100,
  hourly: 366,
  quarter_hourly: 62,
};

/** The contract by its id or its name, and the granularity. */
export const curveParamsSchema = z.object({
  id: z.string().check(z.regex(/^[A-Za-z0-9._-]{1,32}$/, 'invalid_value')),
  type: curveGranularitySchema,
});

/**
 * The days to read, YYYY-MM-DD, both included. Read as text: a date that is not one answers
 * 400 `cch_invalid_date`, an end before the start `cch_date_range_invalid`. Without them: the last
 * 12 months by month (spec 2 point 9), the last 30 days by day, the last 7 by hour and the last day
 * by quarter-hour, up to yesterday.
 */
export const curveQuerySchema = z.object({
  start: z.optional(z.string().check(z.maxLength(10, 'too_long'))),
  end: z.optional(z.string().check(z.maxLength(10, 'too_long'))),
  lang: langQuery,
});
export type CurveQuery = z.infer<typeof curveQuerySchema>;

/**
 * One bar of a curve: an interval's (or a sum's) energy in one tariff period. `date` is the month
 * (YYYY-MM), the day (YYYY-MM-DD) or the interval's local start with its UTC offset
 * (2025-10-26T02:00:00+01:00); `real` is false when any reading in it is estimated or missing.
 */
export const curveItemSchema = z.object({
  date: z.string(),
  period: z.string(),
  activa: z.number(),
  exportada: z.number(),
  reactiva: z.number(),
  real: z.boolean(),
});
export type CurveItem = z.infer<typeof curveItemSchema>;

export const curveSeriesNames = ['activa', 'exportada', 'reactiva'] as const;
export type CurveSeriesName = (typeof curveSeriesNames)[number];

/** v1: the range answered (clamped to the contract's dates) and its items, in time order. */
export const curveChartV1Schema = z.object({
  start: z.string(),
  end: z.string(),
  items: z.array(curveItemSchema),
});

/** v2: the same, with the series' labels in the request's language. */
export const curveChartSchema = z.object({
  ...curveChartV1Schema.shape,
  translations: z.object({ activa: z.string(), exportada: z.string(), reactiva: z.string() }),
});
export type CurveChart = z.infer<typeof curveChartSchema>;

/**
 * One bar of the curve's cost: the energy of an interval (or a sum) in one period, the product's
 * price of that period in €/kWh and what it cost, in € with six decimals (a quarter-hour costs
 * fractions of a cent; rounding happens on the period totals, as on an invoice).
 */
export const curveCostItemSchema = z.object({
  date: z.string(),
  period: z.string(),
  activa: z.number(),
  price: z.number(),
  cost: z.number(),
  real: z.boolean(),
});
export type CurveCostItem = z.infer<typeof curveCostItemSchema>;

/** A tariff period's total over the range: kWh, €/kWh and €, rounded to the cent. */
export const curveCostPeriodSchema = z.object({
  period: z.string(),
  activa: z.number(),
  price: z.number(),
  cost: z.number(),
});

/** The curve priced on the contract's own product (v2 only; beyond the spec, decision 016). */
export const curveCostSchema = z.object({
  start: z.string(),
  end: z.string(),
  /** The product whose prices apply: its commercial name, else its name. */
  product: z.string(),
  items: z.array(curveCostItemSchema),
  periods: z.array(curveCostPeriodSchema),
  /** The energy term: the periods' costs added, in €. */
  total: z.number(),
});
export type CurveCost = z.infer<typeof curveCostSchema>;

/** What a curve file import did (decision 016): rows read, stored, days written, bad rows by line. */
export const curveImportReportSchema = z.object({
  rows: z.int(),
  accepted: z.int(),
  days: z.int(),
  supplyPoints: z.int(),
  errorCount: z.int(),
  /** The first 100 bad rows: the file's line and what is wrong with it. */
  errors: z.array(z.object({ line: z.int(), error: z.string() })),
});
export type CurveImportReport = z.infer<typeof curveImportReportSchema>;

/** A line of a simulated bill, as an invoice's lines are (decision 016). */
export const billLineSchema = z.object({
  kind: z.enum(['power', 'energy', 'electricity_tax', 'meter_rental']),
  period: z.nullable(z.string()),
  quantity: z.number(),
  days: z.nullable(z.int()),
  unit_price: z.number(),
  amount: z.number(),
});

/** What the range would have cost on one product: its bill, and what it saves against the own. */
export const simulatedProductSchema = z.object({
  name: z.string(),
  commercial_name: z.nullable(z.string()),
  description: z.nullable(z.string()),
  /** The contract's own product. */
  current: z.boolean(),
  lines: z.array(billLineSchema),
  energy_consumed: z.number(),
  amount_untaxed: z.number(),
  vat_rate: z.number(),
  amount_vat: z.number(),
  amount_total: z.number(),
  /** The own product's total minus this one's: positive is cheaper. */
  saving: z.number(),
});

/**
 * The range's consumption billed on every product the retailer offers for the contract's tariff and
 * on the contract's own (v2 only; beyond the spec, decision 016): power term for the contract's
 * powers and the range's days, energy per period, the special tax, meter rental and VAT of the end
 * date, so the own product's total is that of an invoice of the same period. Cheapest first.
 */
export const curveSimulationSchema = z.object({
  start: z.string(),
  end: z.string(),
  days: z.int(),
  /** Every day of the range has all its readings. */
  complete: z.boolean(),
  energy: z.array(z.object({ period: z.string(), activa: z.number() })),
  products: z.array(simulatedProductSchema),
});
export type CurveSimulation = z.infer<typeof curveSimulationSchema>;

/**
 * GET cch/contracts/: the customer's electricity contracts the consumption page picks among, each
 * with its supply point and the energy invoiced over the last 12 months, most first (beyond the
 * spec, issue 25 point 9: a company picks among dozens).
 */
export const curveContractsSchema = z.object({
  items: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      cups: z.string(),
      address: z.string(),
      /** kWh invoiced over the last 12 months, annulments and reissues netted. */
      consumption_kwh: z.number(),
    }),
  ),
});
export type CurveContracts = z.infer<typeof curveContractsSchema>;

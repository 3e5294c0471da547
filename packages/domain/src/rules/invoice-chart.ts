import type { RectificativeType } from '../schemas/invoices';

/**
 * The invoices chart (spec 2 point 9): monthly bars from January of the earliest invoice's year to
 * December of the current year, 12 months each year, one stacked series per contract (or invoice
 * address). Amounts are rounded to 2 decimals and energy to 0; an annulling (A) invoice counts
 * negative, whatever the sign it was sent with.
 */
export interface ChartInvoice {
  /** The series the invoice belongs to: its contract name, or a multipoint invoice's address. */
  series: string;
  /** The billed month's day, YYYY-MM-DD (the period's end; a multipoint invoice's date). */
  day: string;
  amount_total: number;
  energy_consumed?: number;
  rectificative_type?: RectificativeType;
}

export interface InvoiceChartSeries {
  key: string;
  /** Per month of `months`, in euros with 2 decimals. */
  amount: number[];
  /** Per month of `months`, in whole kWh. */
  energy: number[];
}

export interface InvoiceChartData {
  /** YYYY-MM of every month shown, oldest first; empty when there are no invoices. */
  months: string[];
  series: InvoiceChartSeries[];
}

const MONTH_DAY = /^(\d{4})-(\d{2})/;

export function monthlyInvoiceChart(
  invoices: readonly ChartInvoice[],
  currentYear: number,
): InvoiceChartData {
  const dated = invoices.flatMap((invoice) => {
    const match = MONTH_DAY.exec(invoice.day);
    if (!match) return [];
    const month = Number(match[2]);
    if (month < 1 || month > 12) return [];
    return [{ invoice, year: Number(match[1]), month }];
  });
  if (dated.length === 0) return { months: [], series: [] };
  const first = Math.min(...dated.map((entry) => entry.year));
  const last = Math.max(currentYear, ...dated.map((entry) => entry.year));
  const months: string[] = [];
  for (let year = first; year <= last; year += 1) {
    for (let month = 1; month <= 12; month += 1) {
      months.push(`${year}-${String(month).padStart(2, '0')}`);
    }
  }
  // Sums in cents and watt-hours stay exact; rounding happens once, at the end.
  const sums = new Map<string, { cents: number[]; wh: number[] }>();
  for (const { invoice, year, month } of dated) {
    let sum = sums.get(invoice.series);
    if (!sum) {
      sum = { cents: months.map(() => 0), wh: months.map(() => 0) };
      sums.set(invoice.series, sum);
    }
    const index = (year - first) * 12 + month - 1;
    const sign = invoice.rectificative_type === 'A' ? -1 : 1;
    const amount = sign === -1 ? -Math.abs(invoice.amount_total) : invoice.amount_total;
    const energy = invoice.energy_consumed ?? 0;
    sum.cents[index]! += Math.round(amount * 100);
    sum.wh[index]! += Math.round((sign === -1 ? -Math.abs(energy) : energy) * 1000);
  }
  const series = [...sums]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, sum]) => ({
      key,
      amount: sum.cents.map((value) => value / 100),
      // `|| 0` turns a rounded -0 into 0.
      energy: sum.wh.map((value) => Math.round(value / 1000) || 0),
    }));
  return { months, series };
}

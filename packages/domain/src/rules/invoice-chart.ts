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

export interface LimitedChartSeries {
  /** At most `limit` series, by name as given. */
  named: InvoiceChartSeries[];
  /** The sum of every series left out, or null when none was. */
  others: Omit<InvoiceChartSeries, 'key'> | null;
}

const totalCents = (series: InvoiceChartSeries): number =>
  series.amount.reduce((sum, value) => sum + Math.abs(Math.round(value * 100)), 0);

/**
 * Keeps the `limit` series with the largest amounts (absolute, over the months given; ties by
 * name) and sums the rest into one "others" series, so a company with dozens of supply points
 * still gets a readable chart (spec 2 point 9, "Maximum contracts per bar chart ... defaults to
 * 10", the setting invoices.maxChartSeries). The named series keep their order.
 */
export function limitChartSeries(
  series: readonly InvoiceChartSeries[],
  limit: number,
): LimitedChartSeries {
  if (series.length <= limit) return { named: [...series], others: null };
  const ranked = [...series].sort(
    (a, b) => totalCents(b) - totalCents(a) || a.key.localeCompare(b.key),
  );
  const kept = new Set(ranked.slice(0, limit));
  const left = ranked.slice(limit);
  const months = series[0]!.amount.length;
  const sumOf = (pick: (entry: InvoiceChartSeries) => number[], scale: number) =>
    Array.from(
      { length: months },
      (_, index) =>
        left.reduce((sum, entry) => sum + Math.round((pick(entry)[index] ?? 0) * scale), 0) /
          scale || 0,
    );
  return {
    named: series.filter((entry) => kept.has(entry)),
    others: {
      amount: sumOf((entry) => entry.amount, 100),
      energy: sumOf((entry) => entry.energy, 1),
    },
  };
}

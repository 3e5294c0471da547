import type { InvoicePaidState, RectificativeType } from '@portal/domain/schemas/invoices';
import { electricityBill } from '@portal/domain/rules/electricity-bill';
import { GAS_HYDROCARBON_TAX_PER_KWH, gasVatRate } from '@portal/domain/rules/energy-taxes';
import type { DemoContract } from './demo-contracts';
import { demoProductPrices } from './demo-products';
import type { InvoiceLineKind, InvoicePendingStateCode } from './schema/invoices';

/**
 * The demo retailer's billing, as its ERP would have issued it: a monthly invoice per supply point,
 * lines per period, the taxes of the day (DOMAIN.md "What an electricity bill is made of"), each line
 * rounded to the cent and the totals the sum of the rounded lines.
 */

export type DemoInvoiceLine = {
  kind: InvoiceLineKind;
  period: string | null;
  quantity: number;
  days: number | null;
  unitPrice: number;
  amount: number;
};

export type DemoInvoice = {
  number: string;
  date: string;
  startDate: string;
  endDate: string;
  dueDate: string;
  energyConsumed: number;
  amountUntaxed: number;
  vatRate: number;
  amountVat: number;
  amountTotal: number;
  amountPending: number;
  rectificativeType: RectificativeType;
  /** The number of the invoice an A or R invoice corrects. */
  rectifies: string | null;
  paidState: InvoicePaidState;
  paymentEnabled: boolean;
  pendingStates: { changeDate: string; state: InvoicePendingStateCode }[];
  lines: DemoInvoiceLine[];
};

const cents = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;
const sum = (values: number[]) => cents(values.reduce((total, value) => total + value, 0));

type Month = { year: number; month: number };

const isoDay = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const daysInMonth = ({ year, month }: Month) => new Date(Date.UTC(year, month, 0)).getUTCDate();
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const nextMonth = ({ year, month }: Month): Month =>
  month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
const monthOf = (day: string): Month => ({
  year: Number(day.slice(0, 4)),
  month: Number(day.slice(5, 7)),
});
const monthIndex = ({ year, month }: Month) => year * 12 + month - 1;

/** How a supply's energy splits over the periods of its tariff. */
const energyShares = {
  '2.0TD': [0.28, 0.29, 0.43],
  '3.0TD': [0.14, 0.17, 0.16, 0.13, 0.12, 0.28],
} as const;

/** Monthly consumption relative to the year's mean: more in winter and in high summer. */
export const seasonalConsumption = [
  1.35, 1.25, 1.05, 0.9, 0.8, 0.85, 1.05, 1.05, 0.85, 0.85, 1.05, 1.3,
];
const gasSeasonal = [2.1, 1.8, 1.4, 0.9, 0.5, 0.3, 0.2, 0.2, 0.3, 0.7, 1.4, 2.0];

/** A repeatable 0..1 number for a contract and month, so every seed issues the same invoices. */
function noise(key: string): number {
  let hash = 2166136261;
  for (const character of key) hash = Math.imul(hash ^ character.charCodeAt(0), 16777619);
  return ((hash >>> 0) % 1000) / 1000;
}

function vatAndTotals(lines: DemoInvoiceLine[], vatRate: number) {
  const amountUntaxed = sum(lines.map((line) => line.amount));
  const amountVat = cents((amountUntaxed * vatRate) / 100);
  return { amountUntaxed, vatRate, amountVat, amountTotal: cents(amountUntaxed + amountVat) };
}

function electricityLines(contract: DemoContract, period: Month, meanKwh: number) {
  const shares = contract.accessTariff === '3.0TD' ? energyShares['3.0TD'] : energyShares['2.0TD'];
  const days = daysInMonth(period);
  const end = isoDay(period.year, period.month, days);
  const kwh = Math.round(
    meanKwh *
      seasonalConsumption[period.month - 1]! *
      (0.85 + 0.3 * noise(`${contract.name}-${end}`)),
  );
  const bill = electricityBill({
    accessTariff: contract.accessTariff,
    days,
    endDate: end,
    powersKw: contract.powersKw ?? [],
    energyWh: shares.map((share) => Math.round(kwh * share) * 1000),
    prices: demoProductPrices(contract.pricelist[0]),
  });
  return { ...bill, lines: bill.lines as DemoInvoiceLine[] };
}

function gasLines(contract: DemoContract, period: Month, meanKwh: number) {
  const days = daysInMonth(period);
  const end = isoDay(period.year, period.month, days);
  const kwh = Math.round(
    meanKwh * gasSeasonal[period.month - 1]! * (0.85 + 0.3 * noise(`${contract.name}-${end}`)),
  );
  const fixedPerDay = contract.accessTariff === 'RL.1' ? 0.1156 : 0.4623;
  const lines: DemoInvoiceLine[] = [
    {
      kind: 'gas_fixed',
      period: null,
      quantity: days,
      days,
      unitPrice: fixedPerDay,
      amount: cents(days * fixedPerDay),
    },
    {
      kind: 'gas_energy',
      period: null,
      quantity: kwh,
      days: null,
      unitPrice: 0.0751,
      amount: cents(kwh * 0.0751),
    },
    {
      kind: 'hydrocarbon_tax',
      period: null,
      quantity: kwh,
      days: null,
      unitPrice: GAS_HYDROCARBON_TAX_PER_KWH,
      amount: cents(kwh * GAS_HYDROCARBON_TAX_PER_KWH),
    },
    {
      kind: 'meter_rental',
      period: null,
      quantity: days,
      days,
      unitPrice: 0.0197,
      amount: cents(days * 0.0197),
    },
  ];
  return { lines, energyConsumed: kwh, ...vatAndTotals(lines, gasVatRate(end)) };
}

/** The same invoice with every amount and quantity negated: the A invoice that annuls it. */
function annulling(invoice: DemoInvoice, number: string, date: string): DemoInvoice {
  const negate = (value: number) => (value === 0 ? 0 : -value);
  return {
    ...invoice,
    number,
    date,
    dueDate: addDays(date, 20),
    energyConsumed: negate(invoice.energyConsumed),
    amountUntaxed: negate(invoice.amountUntaxed),
    amountVat: negate(invoice.amountVat),
    amountTotal: negate(invoice.amountTotal),
    amountPending: 0,
    rectificativeType: 'A',
    rectifies: invoice.number,
    paidState: 'paid_without_transaction',
    pendingStates: [],
    lines: invoice.lines.map((line) => ({
      ...line,
      quantity: negate(line.quantity),
      amount: negate(line.amount),
    })),
  };
}

export type InvoicingPlan = {
  /** Number prefix, e.g. "FE26" + serial. */
  series: string;
  /** Mean monthly kWh of the supply. */
  meanKwh: number;
  /** The first and last billed months (YYYY-MM-DD of any day in them). */
  from: string;
  to: string;
  /** How the newest invoices stand: the demo's unpaid, partially paid and direct-debit cases. */
  newest?: ('unpaid' | 'partially_paid' | 'pending_remesa' | 'pending_transfer')[];
  /** Months back from the newest whose invoice was annulled (A) and issued again (R). */
  annulledMonthsBack?: number;
  paymentEnabled?: boolean;
};

/**
 * The monthly invoices of one contract over the plan's months, oldest first, each dated the 3rd of
 * the following month and due 20 days later; all paid unless the plan says otherwise.
 */
export function contractInvoices(contract: DemoContract, plan: InvoicingPlan): DemoInvoice[] {
  const issued: DemoInvoice[] = [];
  let serial = 0;
  const nextNumber = () => `${plan.series}${String((serial += 1)).padStart(5, '0')}`;
  const last = monthIndex(monthOf(plan.to));
  for (let period = monthOf(plan.from); monthIndex(period) <= last; period = nextMonth(period)) {
    const bill =
      contract.type === 'gas'
        ? gasLines(contract, period, plan.meanKwh)
        : electricityLines(contract, period, plan.meanKwh);
    const following = nextMonth(period);
    const date = isoDay(following.year, following.month, 3);
    issued.push({
      number: nextNumber(),
      date,
      startDate: isoDay(period.year, period.month, 1),
      endDate: isoDay(period.year, period.month, daysInMonth(period)),
      dueDate: addDays(date, 20),
      ...bill,
      amountPending: 0,
      rectificativeType: 'N',
      rectifies: null,
      // Collected by direct debit, outside the card platform: no transaction to summarise.
      paidState: 'paid_without_transaction',
      paymentEnabled: plan.paymentEnabled ?? true,
      pendingStates: [],
    });
  }

  const monthly = [...issued];
  if (plan.annulledMonthsBack !== undefined) {
    const original = monthly[monthly.length - 1 - plan.annulledMonthsBack];
    if (original) {
      const date = addDays(original.date, 25);
      const cancel = annulling(original, nextNumber(), date);
      // The reissue bills 10 % less energy: the distributor corrected an estimated reading.
      const corrected = contract.type === 'gas' ? original : reissue(contract, original);
      issued.push(cancel, {
        ...corrected,
        number: nextNumber(),
        date,
        dueDate: addDays(date, 20),
        rectificativeType: 'R',
        rectifies: original.number,
      });
    }
  }

  const states = plan.newest ?? [];
  states.forEach((state, index) => {
    const invoice = monthly[monthly.length - 1 - index];
    if (!invoice) return;
    invoice.paidState = state === 'partially_paid' ? 'unpaid' : state;
    invoice.amountPending =
      state === 'partially_paid' ? cents(invoice.amountTotal * 0.4) : invoice.amountTotal;
    invoice.pendingStates = pendingHistory(invoice, state);
  });
  return issued;
}

/** The same period billed again with 10 % less energy in each period, rounded to the kWh. */
function reissue(contract: DemoContract, original: DemoInvoice): DemoInvoice {
  const bill = electricityBill({
    accessTariff: contract.accessTariff,
    days: (Date.parse(original.endDate) - Date.parse(original.startDate)) / 86_400_000 + 1,
    endDate: original.endDate,
    powersKw: contract.powersKw ?? [],
    energyWh: original.lines
      .filter((line) => line.kind === 'energy')
      .map((line) => Math.round(line.quantity * 0.9) * 1000),
    prices: demoProductPrices(contract.pricelist[0]),
  });
  return { ...original, ...bill, lines: bill.lines as DemoInvoiceLine[] };
}

function pendingHistory(
  invoice: DemoInvoice,
  state: 'unpaid' | 'partially_paid' | 'pending_remesa' | 'pending_transfer',
): DemoInvoice['pendingStates'] {
  const issued = { changeDate: invoice.date, state: 'issued' as const };
  switch (state) {
    case 'unpaid':
      return [
        issued,
        { changeDate: addDays(invoice.date, 5), state: 'direct_debit_sent' },
        { changeDate: addDays(invoice.date, 12), state: 'direct_debit_returned' },
        { changeDate: addDays(invoice.date, 15), state: 'payment_reminder' },
      ];
    case 'partially_paid':
      return [
        issued,
        { changeDate: addDays(invoice.date, 12), state: 'direct_debit_returned' },
        { changeDate: addDays(invoice.date, 20), state: 'partially_paid' },
      ];
    case 'pending_remesa':
      return [issued, { changeDate: addDays(invoice.date, 5), state: 'direct_debit_sent' }];
    case 'pending_transfer':
      return [issued, { changeDate: addDays(invoice.date, 2), state: 'transfer_expected' }];
  }
}

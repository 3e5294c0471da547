import { eq, inArray } from 'drizzle-orm';
import { retailerDay } from '../lib/retailer-day';
import type { Database } from '../db/database';
import {
  company,
  household,
  offlineCustomer,
  type DemoContract,
  type DemoCustomer,
} from '../db/demo-contracts';
import { contractInvoices, type DemoInvoice, type InvoicingPlan } from '../db/demo-invoices';
import { contracts } from '../db/schema/contracts';
import {
  invoiceLines,
  invoicePendingStates,
  invoices,
  multipointInvoices,
} from '../db/schema/invoices';

const BATCH = 500;

/** YYYY-MM-DD of the first day `months` months before the month of `day`. */
function monthsBefore(day: string, months: number): string {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The billed months of a contract: from its first whole month to the last month before today. */
function billedSpan(contract: DemoContract, today: string, monthsBack: number) {
  if (!contract.signDate) return null;
  const lastBilled = monthsBefore(today, 1);
  const firstWhole = monthsBefore(contract.signDate, -1);
  const from = later(firstWhole, monthsBefore(lastBilled, monthsBack - 1));
  const to = contract.endDate ? earlier(lastBilled, contract.endDate) : lastBilled;
  return from <= to ? { from, to } : null;
}

/**
 * The household's three years (the closed contract's last year): the home's newest invoice unpaid
 * and the one before partially paid, one of its months annulled (A) and issued again (R); the
 * second home's newest waiting for its direct debit; the gas one's for a transfer.
 */
export function householdPlan(contract: DemoContract, today: string): InvoicingPlan | null {
  const span = billedSpan(contract, today, contract.state === 'baixa' ? 12 : 36);
  if (!span) return null;
  const base = { series: `F${contract.name}-`, ...span };
  switch (contract.name) {
    case '0100001':
      return { ...base, meanKwh: 270, newest: ['unpaid', 'partially_paid'], annulledMonthsBack: 6 };
    case '0100002':
      return { ...base, meanKwh: 110, newest: ['pending_remesa'] };
    case '0200001':
      return { ...base, meanKwh: 650, newest: ['pending_transfer'] };
    default:
      return { ...base, meanKwh: 230 };
  }
}

/** The company's five years: its electricity is billed monthly through multipoint invoices. */
export function companyPlan(contract: DemoContract, today: string): InvoicingPlan | null {
  const span = billedSpan(contract, today, 60);
  if (!span) return null;
  const is30 = contract.accessTariff === '3.0TD';
  return {
    series: `F${contract.name}-`,
    ...span,
    meanKwh: contract.type === 'gas' ? 4200 : is30 ? 5200 : 900,
    paymentEnabled: contract.type === 'gas',
    newest: contract.type === 'gas' ? [] : ['unpaid'],
  };
}

type Planned = { contract: DemoContract; invoice: DemoInvoice };

async function insertInvoices(
  db: Database,
  userId: string,
  vat: string,
  planned: Planned[],
  contractIds: Map<string, number>,
  multipointIdOf: (planned: Planned) => number | null,
) {
  for (let start = 0; start < planned.length; start += BATCH) {
    const batch = planned.slice(start, start + BATCH);
    const rows = await db
      .insert(invoices)
      .values(
        batch.map(({ contract, invoice }) => ({
          userId,
          contractId: contractIds.get(contract.name)!,
          energy: contract.type,
          number: invoice.number,
          date: invoice.date,
          startDate: invoice.startDate,
          endDate: invoice.endDate,
          dueDate: invoice.dueDate,
          energyConsumed: invoice.energyConsumed,
          amountUntaxed: invoice.amountUntaxed.toFixed(2),
          vatRate: invoice.vatRate,
          amountVat: invoice.amountVat.toFixed(2),
          amountTotal: invoice.amountTotal.toFixed(2),
          amountPending: invoice.amountPending.toFixed(2),
          rectificativeType: invoice.rectificativeType,
          paidState: invoice.paidState,
          paymentEnabled: invoice.paymentEnabled,
          vat,
          multipointInvoiceId: multipointIdOf({ contract, invoice }),
        })),
      )
      .returning({ id: invoices.id, number: invoices.number });
    const idOf = new Map(rows.map((row) => [row.number, row.id]));
    const lines = batch.flatMap(({ invoice }) =>
      invoice.lines.map((line, position) => ({
        invoiceId: idOf.get(invoice.number)!,
        position: position + 1,
        kind: line.kind,
        period: line.period,
        quantity: line.quantity,
        days: line.days,
        unitPrice: line.unitPrice,
        amount: line.amount.toFixed(2),
      })),
    );
    for (let from = 0; from < lines.length; from += BATCH * 4) {
      await db.insert(invoiceLines).values(lines.slice(from, from + BATCH * 4));
    }
    const states = batch.flatMap(({ invoice }) =>
      invoice.pendingStates.map((state) => ({ invoiceId: idOf.get(invoice.number)!, ...state })),
    );
    if (states.length > 0) await db.insert(invoicePendingStates).values(states);
  }
}

/** Links each A and R invoice to the invoice it corrects, once all have their ids. */
async function linkCorrections(db: Database, planned: Planned[]) {
  const corrections = planned.filter(({ invoice }) => invoice.rectifies !== null);
  if (corrections.length === 0) return;
  const numbers = corrections.flatMap(({ invoice }) => [invoice.number, invoice.rectifies!]);
  const ids = new Map(
    (
      await db
        .select({ id: invoices.id, number: invoices.number })
        .from(invoices)
        .where(inArray(invoices.number, numbers))
    ).map((row) => [row.number, row.id]),
  );
  for (const { invoice } of corrections) {
    await db
      .update(invoices)
      .set({ rectifiesInvoiceId: ids.get(invoice.rectifies!)! })
      .where(eq(invoices.number, invoice.number));
  }
}

/**
 * The company's electricity invoices of one month go to its invoice address together: one
 * multipoint invoice per month, paid as a whole (the newest one still unpaid).
 */
async function insertMultipointInvoices(
  db: Database,
  userId: string,
  addressId: number,
  planned: Planned[],
) {
  const byMonth = new Map<string, Planned[]>();
  for (const entry of planned) {
    if (entry.contract.type !== 'electricity') continue;
    const month = entry.invoice.date.slice(0, 7);
    byMonth.set(month, [...(byMonth.get(month) ?? []), entry]);
  }
  const months = [...byMonth.keys()].sort();
  const newest = months.at(-1);
  const total = (entries: Planned[], pick: (invoice: DemoInvoice) => number) =>
    (Math.round(entries.reduce((sum, { invoice }) => sum + pick(invoice) * 100, 0)) / 100).toFixed(
      2,
    );
  const rows = await db
    .insert(multipointInvoices)
    .values(
      months.map((month) => {
        const entries = byMonth.get(month)!;
        return {
          userId,
          number: `FM${month.replace('-', '')}-${String(addressId).padStart(4, '0')}`,
          date: `${month}-05`,
          addressId,
          amountTotal: total(entries, (invoice) => invoice.amountTotal),
          amountPending: total(entries, (invoice) => invoice.amountPending),
          paidState: month === newest ? ('unpaid' as const) : ('paid_without_transaction' as const),
        };
      }),
    )
    .returning({ id: multipointInvoices.id, date: multipointInvoices.date });
  return new Map(rows.map((row) => [row.date.slice(0, 7), row.id]));
}

async function seedCustomerInvoices(
  db: Database,
  userId: string,
  customer: DemoCustomer,
  plan: (contract: DemoContract, today: string) => InvoicingPlan | null,
  multipoint: boolean,
) {
  const today = retailerDay();
  const rows = await db
    .select({
      id: contracts.id,
      name: contracts.name,
      addressId: contracts.notificationAddressId,
    })
    .from(contracts)
    .where(eq(contracts.userId, userId));
  const contractIds = new Map(rows.map((row) => [row.name, row.id]));
  const planned = customer.contracts.flatMap((contract) => {
    const contractPlan = plan(contract, today);
    return contractPlan
      ? contractInvoices(contract, contractPlan).map((invoice) => ({ contract, invoice }))
      : [];
  });
  const addressId = rows.find((row) => row.addressId !== null)?.addressId;
  const multipointIds =
    multipoint && addressId
      ? await insertMultipointInvoices(db, userId, addressId, planned)
      : new Map<string, number>();
  await insertInvoices(
    db,
    userId,
    customer.partner.vat,
    planned,
    contractIds,
    ({ contract, invoice }) =>
      contract.type === 'electricity'
        ? (multipointIds.get(invoice.date.slice(0, 7)) ?? null)
        : null,
  );
  await linkCorrections(db, planned);
}

/** The demo invoices of the household and the company, unless the customer has some already. */
export async function seedDemoInvoices(
  db: Database,
  userIds: { household: string; company: string; offline: string },
) {
  for (const [userId, customer, plan, multipoint] of [
    [userIds.household, household, householdPlan, false],
    [userIds.company, company, companyPlan, true],
    [userIds.offline, offlineCustomer, householdPlan, false],
  ] as const) {
    const [existing] = await db
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .limit(1);
    if (existing) continue;
    await db.transaction((tx) => seedCustomerInvoices(tx, userId, customer, plan, multipoint));
  }
}

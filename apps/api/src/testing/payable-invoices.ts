import { and, desc, eq } from 'drizzle-orm';
import { users } from '../db/schema/accounts';
import { invoices, multipointInvoices } from '../db/schema/invoices';
import { paymentTransactions } from '../db/schema/payments';
import type { App } from '../types';

/** The customer's newest invoices that can be paid online (tests only). */
export async function payableInvoices(app: App, taxId: string) {
  return app.services.db
    .select({ id: invoices.id, number: invoices.number, amountPending: invoices.amountPending })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.userId))
    .where(
      and(
        eq(users.taxId, taxId),
        eq(invoices.paidState, 'unpaid'),
        eq(invoices.paymentEnabled, true),
      ),
    )
    .orderBy(desc(invoices.date), desc(invoices.id));
}

export async function invoiceState(app: App, id: number) {
  const [row] = await app.services.db
    .select({ paidState: invoices.paidState, amountPending: invoices.amountPending })
    .from(invoices)
    .where(eq(invoices.id, id));
  return row!;
}

export async function unpaidMultipoint(app: App, taxId: string) {
  const [row] = await app.services.db
    .select({
      id: multipointInvoices.id,
      number: multipointInvoices.number,
      amountPending: multipointInvoices.amountPending,
    })
    .from(multipointInvoices)
    .innerJoin(users, eq(users.id, multipointInvoices.userId))
    .where(and(eq(users.taxId, taxId), eq(multipointInvoices.paidState, 'unpaid')))
    .orderBy(desc(multipointInvoices.date));
  return row!;
}

export function transactionsOf(app: App, type: 'invoice' | 'invoice_multipoint', itemId: number) {
  return app.services.db
    .select()
    .from(paymentTransactions)
    .where(
      and(eq(paymentTransactions.relatedObjectType, type), eq(paymentTransactions.itemId, itemId)),
    );
}

/** Turns `count` of the customer's newest paid invoices into unpaid ones payable online. */
export async function makePayable(app: App, taxId: string, count: number) {
  const [user] = await app.services.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.taxId, taxId));
  const paid = await app.services.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.userId, user!.id), eq(invoices.paidState, 'paid_without_transaction')))
    .orderBy(desc(invoices.date))
    .limit(count);
  for (const { id } of paid) {
    await app.services.db
      .update(invoices)
      .set({ paidState: 'unpaid', amountPending: '12.34', paymentEnabled: true })
      .where(eq(invoices.id, id));
  }
}

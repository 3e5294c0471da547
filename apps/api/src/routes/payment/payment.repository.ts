import type { payableObjectTypes } from '@portal/domain/schemas/invoices';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { invoices, multipointInvoices } from '../../db/schema/invoices';
import { type PaymentTransactionStatus, paymentTransactions } from '../../db/schema/payments';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;
export type PayableType = (typeof payableObjectTypes)[number];

/** The statuses that hold an invoice: at most one such attempt per invoice (the unique index). */
export const activeStatuses: PaymentTransactionStatus[] = [
  'processing',
  'requires_action',
  'succeeded',
];

/**
 * The customer's invoice or multipoint invoice, with what paying it needs; `lock` takes its row lock
 * (SELECT … FOR UPDATE) until the transaction ends, so that checks and writes about paying it take
 * turns.
 */
export async function findItem(
  db: Executor,
  userId: string,
  type: PayableType,
  itemId: number,
  lock = false,
) {
  if (type === 'invoice') {
    const query = db
      .select({
        id: invoices.id,
        number: invoices.number,
        date: invoices.date,
        energy: invoices.energy,
        amountPending: invoices.amountPending,
        paidState: invoices.paidState,
        paymentEnabled: invoices.paymentEnabled,
      })
      .from(invoices)
      .where(and(eq(invoices.id, itemId), eq(invoices.userId, userId)));
    const [row] = await (lock ? query.for('update') : query);
    return row;
  }
  const query = db
    .select({
      id: multipointInvoices.id,
      number: multipointInvoices.number,
      date: multipointInvoices.date,
      energy: sql<'multipoint'>`'multipoint'`,
      amountPending: multipointInvoices.amountPending,
      paidState: multipointInvoices.paidState,
      paymentEnabled: multipointInvoices.paymentEnabled,
    })
    .from(multipointInvoices)
    .where(and(eq(multipointInvoices.id, itemId), eq(multipointInvoices.userId, userId)));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}
export type PayableItem = NonNullable<Awaited<ReturnType<typeof findItem>>>;

export async function findActiveTransaction(db: Executor, type: PayableType, itemId: number) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.relatedObjectType, type),
        eq(paymentTransactions.itemId, itemId),
        inArray(paymentTransactions.status, activeStatuses),
      ),
    );
  return row;
}

export type TransactionRow = typeof paymentTransactions.$inferSelect;

export async function insertTransaction(
  db: Executor,
  values: {
    userId: string;
    relatedObjectType: PayableType;
    itemId: number;
    platform: string;
    paymentMethodId: string;
    cardBrand: string | null;
    cardLast4: string | null;
    amount: string;
    paidByEmail: string | null;
  },
) {
  const [row] = await db
    .insert(paymentTransactions)
    .values({ ...values, status: 'processing' })
    .returning();
  return row!;
}

export async function findTransaction(db: Executor, id: string, lock = false) {
  const query = db.select().from(paymentTransactions).where(eq(paymentTransactions.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The customer's attempt that created a platform's intent. */
export async function findTransactionByIntent(db: Executor, intentId: string, userId?: string) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.paymentIntentId, intentId),
        userId === undefined ? undefined : eq(paymentTransactions.userId, userId),
      ),
    );
  return row;
}

/** Moves an attempt on, only from the statuses given (a late answer never undoes a success). */
export async function updateTransaction(
  db: Executor,
  id: string,
  from: PaymentTransactionStatus[],
  values: {
    status: PaymentTransactionStatus;
    paymentIntentId?: string | null;
    errorCode?: string | null;
  },
) {
  const [row] = await db
    .update(paymentTransactions)
    .set({
      status: values.status,
      ...(values.paymentIntentId ? { paymentIntentId: values.paymentIntentId } : {}),
      errorCode: values.errorCode ?? null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(paymentTransactions.id, id), inArray(paymentTransactions.status, from)))
    .returning();
  return row;
}

/** Marks the invoice paid; a multipoint invoice with the invoices it gathers. */
export async function markItemPaid(db: Executor, type: PayableType, itemId: number) {
  const paid = { paidState: 'paid' as const, amountPending: '0' };
  if (type === 'invoice') {
    await db.update(invoices).set(paid).where(eq(invoices.id, itemId));
    return;
  }
  await db.update(multipointInvoices).set(paid).where(eq(multipointInvoices.id, itemId));
  await db.update(invoices).set(paid).where(eq(invoices.multipointInvoiceId, itemId));
}

/** The newest successful payment of an item. */
export async function findSucceededTransaction(db: Executor, type: PayableType, itemId: number) {
  const [row] = await db
    .select()
    .from(paymentTransactions)
    .where(
      and(
        eq(paymentTransactions.relatedObjectType, type),
        eq(paymentTransactions.itemId, itemId),
        eq(paymentTransactions.status, 'succeeded'),
      ),
    )
    .orderBy(desc(paymentTransactions.updatedAt))
    .limit(1);
  return row;
}

export async function findUser(db: Executor, userId: string) {
  const [row] = await db
    .select({ email: users.email, name: users.name, language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

import type {
  FilterCondition,
  InvoiceFilterField,
  multipointFilterFields,
} from '@portal/domain/schemas/invoices';
import { type SQL, and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  contracts,
  invoicePendingStates,
  invoices,
  multipointInvoices,
  notificationAddresses,
  supplyPoints,
} from '../../db/schema';
import {
  escapeLike,
  notificationFullAddress,
  supplyAddress,
} from '../contracts/contracts.repository';

type Column = SQL;
const column = (of: AnyPgColumn): Column => sql`${of}`;

/** What each filter field of spec 2 point 5 reads. */
const invoiceColumns: Record<InvoiceFilterField, Column> = {
  number: column(invoices.number),
  date: column(invoices.date),
  start_date: column(invoices.startDate),
  end_date: column(invoices.endDate),
  energy_consumed: column(invoices.energyConsumed),
  amount_total: column(invoices.amountTotal),
  amount_pending: column(invoices.amountPending),
  paid: column(invoices.paidState),
  rectificative_type: column(invoices.rectificativeType),
  'contract.name': column(contracts.name),
  'cups.name': column(supplyPoints.cups),
  'cups.full_address': supplyAddress,
  vat: column(invoices.vat),
  address_invoice_id: column(multipointInvoices.addressId),
};

const multipointColumns: Record<keyof typeof multipointFilterFields, Column> = {
  number: column(multipointInvoices.number),
  date: column(multipointInvoices.date),
  amount_total: column(multipointInvoices.amountTotal),
  address_invoice_id: column(multipointInvoices.addressId),
};

/** A condition as SQL; numbers travel as text so that numeric columns compare them exactly. */
function conditionSql(column: Column, condition: FilterCondition): SQL {
  const { operator, value } = condition;
  if (operator === 'in') return inArray(column, value.map(String));
  const bound = String(value);
  switch (operator) {
    case 'like':
      return ilike(column, `%${escapeLike(bound)}%`);
    case '=':
      return eq(column, bound);
    case '<':
      return lt(column, bound);
    case '>':
      return gt(column, bound);
    case '<=':
      return lte(column, bound);
    case '>=':
      return gte(column, bound);
  }
}

const newestFirst = [desc(invoices.date), desc(invoices.id)];

export async function listInvoices(
  db: Database,
  query: {
    userId: string;
    energy: 'electricity' | 'gas';
    conditions: FilterCondition<InvoiceFilterField>[];
    offset: number;
    limit: number;
  },
) {
  const where = and(
    eq(invoices.userId, query.userId),
    eq(invoices.energy, query.energy),
    ...query.conditions.map((condition) =>
      conditionSql(invoiceColumns[condition.field], condition),
    ),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        date: invoices.date,
        startDate: invoices.startDate,
        endDate: invoices.endDate,
        energyConsumed: invoices.energyConsumed,
        amountTotal: invoices.amountTotal,
        amountPending: invoices.amountPending,
        paidState: invoices.paidState,
        paymentEnabled: invoices.paymentEnabled,
        rectificativeType: invoices.rectificativeType,
        vat: invoices.vat,
        contractName: contracts.name,
        cups: supplyPoints.cups,
        cupsFullAddress: supplyAddress,
        addressInvoiceId: multipointInvoices.addressId,
      })
      .from(invoices)
      .innerJoin(contracts, eq(contracts.id, invoices.contractId))
      .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
      .leftJoin(multipointInvoices, eq(multipointInvoices.id, invoices.multipointInvoiceId))
      .where(where)
      .orderBy(...newestFirst)
      .offset(query.offset)
      .limit(query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(invoices)
      .innerJoin(contracts, eq(contracts.id, invoices.contractId))
      .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
      .leftJoin(multipointInvoices, eq(multipointInvoices.id, invoices.multipointInvoiceId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}
export type InvoiceRow = Awaited<ReturnType<typeof listInvoices>>['rows'][number];

/** The collection history of the given invoices, oldest first. */
export function listPendingStates(db: Database, invoiceIds: number[]) {
  if (invoiceIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      invoiceId: invoicePendingStates.invoiceId,
      changeDate: invoicePendingStates.changeDate,
      state: invoicePendingStates.state,
    })
    .from(invoicePendingStates)
    .where(inArray(invoicePendingStates.invoiceId, invoiceIds))
    .orderBy(asc(invoicePendingStates.changeDate), asc(invoicePendingStates.id));
}

export async function listMultipointInvoices(
  db: Database,
  query: {
    userId: string;
    conditions: FilterCondition<keyof typeof multipointFilterFields>[];
    offset: number;
    limit: number;
  },
) {
  const where = and(
    eq(multipointInvoices.userId, query.userId),
    ...query.conditions.map((condition) =>
      conditionSql(multipointColumns[condition.field], condition),
    ),
  );
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: multipointInvoices.id,
        number: multipointInvoices.number,
        date: multipointInvoices.date,
        addressId: multipointInvoices.addressId,
        fullAddress: notificationFullAddress,
        amountTotal: multipointInvoices.amountTotal,
        amountPending: multipointInvoices.amountPending,
        paidState: multipointInvoices.paidState,
        paymentEnabled: multipointInvoices.paymentEnabled,
      })
      .from(multipointInvoices)
      .innerJoin(notificationAddresses, eq(notificationAddresses.id, multipointInvoices.addressId))
      .where(where)
      .orderBy(desc(multipointInvoices.date), desc(multipointInvoices.id))
      .offset(query.offset)
      .limit(query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(multipointInvoices)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** The distinct values the filter panel offers, from the customer's own invoices. */
export async function filterValues(db: Database, userId: string) {
  const [contractRows, vatRows, cupsRows, addressRows] = await Promise.all([
    db
      .selectDistinct({ name: contracts.name })
      .from(invoices)
      .innerJoin(contracts, eq(contracts.id, invoices.contractId))
      .where(eq(invoices.userId, userId))
      .orderBy(asc(contracts.name)),
    db
      .selectDistinct({ vat: invoices.vat })
      .from(invoices)
      .where(eq(invoices.userId, userId))
      .orderBy(asc(invoices.vat)),
    db
      .selectDistinct({ cups: supplyPoints.cups })
      .from(invoices)
      .innerJoin(contracts, eq(contracts.id, invoices.contractId))
      .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
      .where(eq(invoices.userId, userId))
      .orderBy(asc(supplyPoints.cups)),
    db
      .selectDistinct({ id: notificationAddresses.id, fullAddress: notificationFullAddress })
      .from(multipointInvoices)
      .innerJoin(notificationAddresses, eq(notificationAddresses.id, multipointInvoices.addressId))
      .where(eq(multipointInvoices.userId, userId))
      .orderBy(asc(notificationAddresses.id)),
  ]);
  return { contractRows, vatRows, cupsRows, addressRows };
}

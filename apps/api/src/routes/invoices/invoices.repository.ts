import type {
  FilterCondition,
  InvoiceFilterField,
  InvoicePaidState,
  RectificativeType,
  multipointFilterFields,
} from '@portal/domain/schemas/invoices';
import {
  type SQL,
  type SQLWrapper,
  and,
  asc,
  desc,
  eq,
  gt,
  gte,
  ilike,
  inArray,
  lt,
  lte,
  sql,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Database, perDatabase } from '../../db/database';
import { contracts, notificationAddresses, supplyPoints } from '../../db/schema/contracts';
import { curveDays } from '../../db/schema/curves';
import {
  type InvoicePendingStateCode,
  invoicePendingStates,
  invoices,
  multipointInvoices,
} from '../../db/schema/invoices';
import { notificationFullAddress, supplyAddress } from '../../db/sql/contract-columns';
import { escapeLike } from '../../db/sql/escape-like';

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
/** One comparison of the filter language; `like`'s bound is the whole pattern (`%…%`). */
function comparisonSql(
  column: Column,
  operator: Exclude<FilterCondition['operator'], 'in'>,
  bound: string | SQLWrapper,
): SQL {
  switch (operator) {
    case 'like':
      return ilike(column, bound);
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

function conditionSql(column: Column, condition: FilterCondition): SQL {
  const { operator, value } = condition;
  if (operator === 'in') return inArray(column, value.map(String));
  const bound = String(value);
  return comparisonSql(column, operator, operator === 'like' ? `%${escapeLike(bound)}%` : bound);
}

const newestFirst = [desc(invoices.date), desc(invoices.id)];

/** The fields of the filter language that read a joined table, and the tables each one needs. */
const fieldJoins: Partial<Record<InvoiceFilterField, 'contract' | 'supplyPoint' | 'multipoint'>> = {
  'contract.name': 'contract',
  'cups.name': 'supplyPoint',
  'cups.full_address': 'supplyPoint',
  address_invoice_id: 'multipoint',
};

/**
 * A filter's conditions with their values as placeholders (`c0`, or `c0_0`, `c0_1`… for a list):
 * the SQL depends only on the filter's shape (fields, operators, list lengths), so a statement
 * built once serves every filter of that shape.
 */
function placeholderConditions(conditions: FilterCondition<InvoiceFilterField>[]): SQL[] {
  return conditions.map((condition, index) => {
    const column = invoiceColumns[condition.field];
    const key = `c${index}`;
    if (condition.operator === 'in') {
      return inArray(
        column,
        condition.value.map((_, item) => sql.placeholder(`${key}_${item}`)),
      );
    }
    return comparisonSql(column, condition.operator, sql.placeholder(key));
  });
}

/** The placeholders' values of placeholderConditions; numbers travel as text (exact numerics). */
function conditionValues(conditions: FilterCondition<InvoiceFilterField>[]) {
  const values: Record<string, string> = {};
  conditions.forEach((condition, index) => {
    const key = `c${index}`;
    if (condition.operator === 'in') {
      condition.value.forEach((item, n) => (values[`${key}_${n}`] = String(item)));
    } else if (condition.operator === 'like') {
      values[key] = `%${escapeLike(String(condition.value))}%`;
    } else {
      values[key] = String(condition.value);
    }
  });
  return values;
}

/**
 * The list statement of one filter shape, and the count statement it carries. The page is a CTE;
 * the history of its invoices is grouped in one pass joined to it (a per-row subquery runs as a
 * scan of the states per row while that table is small), and the number of matching invoices comes
 * as a column of every row: one round trip. Columns come as the database writes them, not as a
 * JSON object per row, which cost PostgreSQL twice the page's time. The count joins only the tables
 * the filter reads: every invoice has a contract and a supply point, so the page's joins would only
 * slow it down. An empty name leaves the statements unnamed.
 */
function listStatements(
  db: Database,
  conditions: FilterCondition<InvoiceFilterField>[],
  name: string,
) {
  const where = and(
    eq(invoices.userId, sql.placeholder('userId')),
    eq(invoices.energy, sql.placeholder('energy')),
    ...placeholderConditions(conditions),
  );
  const page = db.$with('page').as(
    db
      .select({
        id: invoices.id,
        number: invoices.number,
        energy: invoices.energy,
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
        contractName: sql<string>`${contracts.name}`.as('contract_name'),
        cups: supplyPoints.cups,
        cupsFullAddress: supplyAddress.as('cups_full_address'),
        supplyPointId: contracts.supplyPointId,
        addressInvoiceId: multipointInvoices.addressId,
        multipointInvoiceId: sql<number | null>`${multipointInvoices.id}`.as('multipoint_id'),
        multipointInvoiceNumber: sql<string | null>`${multipointInvoices.number}`.as(
          'multipoint_number',
        ),
        multipointAmountPending: sql<string | null>`${multipointInvoices.amountPending}`.as(
          'multipoint_amount_pending',
        ),
        multipointPaidState: sql<InvoicePaidState | null>`${multipointInvoices.paidState}`.as(
          'multipoint_paid_state',
        ),
        multipointPaymentEnabled: sql<boolean | null>`${multipointInvoices.paymentEnabled}`.as(
          'multipoint_payment_enabled',
        ),
      })
      .from(invoices)
      .innerJoin(contracts, eq(contracts.id, invoices.contractId))
      .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
      .leftJoin(multipointInvoices, eq(multipointInvoices.id, invoices.multipointInvoiceId))
      .where(where)
      .orderBy(...newestFirst)
      .offset(sql.placeholder('offset'))
      .limit(sql.placeholder('limit')),
  );
  const history = db
    .select({
      invoiceId: invoicePendingStates.invoiceId,
      states: sql<InvoiceRow['pending_states']>`json_agg(json_build_array(
        ${invoicePendingStates.changeDate}, ${invoicePendingStates.state})
        order by ${invoicePendingStates.changeDate}, ${invoicePendingStates.id})`.as('states'),
    })
    .from(invoicePendingStates)
    .where(inArray(invoicePendingStates.invoiceId, db.select({ id: page.id }).from(page)))
    .groupBy(invoicePendingStates.invoiceId)
    .as('history');

  const joins = new Set(conditions.map((condition) => fieldJoins[condition.field]));
  let count = db
    .select({ total: sql<number>`count(*)::int` })
    .from(invoices)
    .$dynamic();
  if (joins.has('contract') || joins.has('supplyPoint')) {
    count = count.innerJoin(contracts, eq(contracts.id, invoices.contractId));
  }
  if (joins.has('supplyPoint')) {
    count = count.innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId));
  }
  if (joins.has('multipoint')) {
    count = count.leftJoin(
      multipointInvoices,
      eq(multipointInvoices.id, invoices.multipointInvoiceId),
    );
  }
  count = count.where(where);

  // Selected as the columns are named, in InvoiceRow: the rows skip drizzle's per-field mapping
  // (see listInvoices).
  const pageQuery = db
    .with(page)
    .select({
      id: page.id,
      number: page.number,
      date: page.date,
      startDate: page.startDate,
      endDate: page.endDate,
      energyConsumed: page.energyConsumed,
      amountTotal: page.amountTotal,
      amountPending: page.amountPending,
      paidState: page.paidState,
      paymentEnabled: page.paymentEnabled,
      rectificativeType: page.rectificativeType,
      vat: page.vat,
      contractName: page.contractName,
      cups: page.cups,
      cupsFullAddress: page.cupsFullAddress,
      addressInvoiceId: page.addressInvoiceId,
      multipointInvoiceId: page.multipointInvoiceId,
      multipointInvoiceNumber: page.multipointInvoiceNumber,
      multipointAmountPending: page.multipointAmountPending,
      multipointPaidState: page.multipointPaidState,
      multipointPaymentEnabled: page.multipointPaymentEnabled,
      // One probe of the readings' primary key per invoice of the page. Gas has no hourly curve,
      // and an annulling invoice bills no consumption of its own (as its `curve` download says).
      curveAvailable: sql<boolean>`${page.energy} = 'electricity'
        and ${page.rectificativeType} <> 'A'
        and exists (select 1 from ${curveDays}
          where ${curveDays.supplyPointId} = ${page.supplyPointId}
          and ${curveDays.day} between ${page.startDate} and ${page.endDate})`.as(
        'curve_available',
      ),
      pendingStates: sql`coalesce(${history.states}, '[]'::json)`.as('pending_states'),
      total: sql`(${count})`.as('total'),
    })
    .from(page)
    .leftJoin(history, eq(history.invoiceId, page.id))
    .orderBy(desc(page.date), desc(page.id));
  return {
    page: db._.session.prepareQuery<{ execute: { rows: InvoiceRow[] }; all: never; values: never }>(
      pageQuery.toSQL(),
      undefined,
      name && `${name}_page`,
      false,
    ),
    count: count.prepare(name && `${name}_count`),
  };
}

/**
 * The invoice list's statements per database and filter shape, built once (up to MAX_SHAPES shapes;
 * the filter panel makes a handful, further ones are built per call). The unfiltered list, the
 * landing page, is a named statement: PostgreSQL parses and plans it once per connection (planning
 * its joins cost more than running them). A filtered one stays unnamed, planned for its values: a
 * generic plan cannot tell how many invoices a date range keeps, and chose to join them all before
 * taking the page.
 */
const statementsByShape = perDatabase(() => new Map<string, ReturnType<typeof listStatements>>());
const MAX_SHAPES = 200;

function statementsFor(db: Database, conditions: FilterCondition<InvoiceFilterField>[]) {
  const shape = JSON.stringify(
    conditions.map(({ field, operator, value }) => [
      field,
      operator,
      Array.isArray(value) ? value.length : 1,
    ]),
  );
  const byShape = statementsByShape(db);
  const cached = byShape.get(shape);
  if (cached) return cached;
  const statements = listStatements(db, conditions, conditions.length ? '' : 'invoice_list');
  if (byShape.size < MAX_SHAPES) byShape.set(shape, statements);
  return statements;
}

/**
 * One page of the customer's invoices of one energy, newest first, with each invoice's collection
 * history (oldest first, as [change_date, state] pairs), and how many match. The count comes with
 * the page; only a page past the end, which has no rows to carry it, asks for it on its own.
 */
export async function listInvoices(
  db: Database,
  query: {
    userId: string;
    energy: 'electricity' | 'gas';
    conditions: FilterCondition<InvoiceFilterField>[];
    offset: number;
    limit: number;
  },
): Promise<{ rows: InvoiceRow[]; total: number }> {
  const statements = statementsFor(db, query.conditions);
  const values = {
    userId: query.userId,
    energy: query.energy,
    offset: query.offset,
    limit: query.limit,
    ...conditionValues(query.conditions),
  };
  // Rows as the driver reads them: drizzle's mapping of 18 fields per row took three times the
  // rest of the list's time in Node (bench/invoice-list.mjs).
  const { rows } = await statements.page.execute(values);
  if (rows[0]) return { rows, total: rows[0].total };
  if (query.offset === 0) return { rows, total: 0 };
  const [counted] = await statements.count.execute(values);
  return { rows, total: counted?.total ?? 0 };
}

/**
 * An invoice of the list as the driver reads the page's columns: numerics as exact decimal text,
 * dates as YYYY-MM-DD.
 */
export type InvoiceRow = {
  id: number;
  number: string;
  date: string;
  start_date: string;
  end_date: string;
  energy_consumed: string;
  amount_total: string;
  amount_pending: string;
  paid_state: InvoicePaidState;
  payment_enabled: boolean;
  rectificative_type: RectificativeType;
  vat: string;
  contract_name: string;
  cups: string;
  cups_full_address: string;
  address_id: number | null;
  multipoint_id: number | null;
  multipoint_number: string | null;
  multipoint_amount_pending: string | null;
  multipoint_paid_state: InvoicePaidState | null;
  multipoint_payment_enabled: boolean | null;
  curve_available: boolean;
  /** The collection history, oldest first: [change_date, state]. */
  pending_states: [string, InvoicePendingStateCode][];
  /** How many invoices match the filter, on every row. */
  total: number;
};

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

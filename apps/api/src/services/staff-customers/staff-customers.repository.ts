import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { cases } from '../../db/schema/cases';
import { leads } from '../../db/schema/contracting';
import { contracts, supplyPoints } from '../../db/schema/contracts';
import { invoices } from '../../db/schema/invoices';

type Executor = Pick<Database, 'select'>;

/** What the search box's text may be, each form already normalized by the caller. */
export type CustomerSearch = {
  text: string;
  taxId: string | null;
  cups: string | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

// Written out in full: in a select list drizzle names columns without their table, which the
// subqueries would read as their own.
const onlineAccess = sql<boolean>`("users"."password_hash" IS NOT NULL
  OR EXISTS (SELECT 1 FROM "sessions" WHERE "sessions"."user_id" = "users"."id"))`;

const contractCount = sql<number>`(SELECT count(*)::int FROM "contracts" WHERE "contracts"."user_id" = "users"."id")`;

function matching({ text, taxId, cups }: CustomerSearch) {
  const contains = `%${escapeLike(text.toLowerCase())}%`;
  return sql`(
    ${taxId === null ? sql`false` : sql`${users.taxId} = ${taxId}`}
    OR lower(${users.name}) LIKE ${contains}
    OR lower(${users.email}) LIKE ${contains}
    OR EXISTS (
      SELECT 1 FROM ${contracts} JOIN ${supplyPoints} ON ${supplyPoints.id} = ${contracts.supplyPointId}
      WHERE ${contracts.userId} = ${users.id}
        AND (${contracts.name} = ${text} ${cups === null ? sql`` : sql`OR ${supplyPoints.cups} = ${cups}`}))
    OR EXISTS (
      SELECT 1 FROM ${invoices} WHERE ${invoices.userId} = ${users.id} AND ${invoices.number} = ${text})
  )`;
}

export async function searchCustomers(
  db: Executor,
  search: CustomerSearch,
  page: { offset: number; limit: number },
) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, onlineAccess, contracts: contractCount })
      .from(users)
      .where(matching(search))
      .orderBy(users.name, users.id)
      .offset(page.offset)
      .limit(page.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(matching(search)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function findCustomer(db: Executor, id: string) {
  return db
    .select({ user: users, onlineAccess })
    .from(users)
    .where(eq(users.id, id))
    .then((rows) => rows[0]);
}

export function customerContracts(db: Executor, userId: string, limit: number) {
  return db
    .select({ contract: contracts, supplyPoint: supplyPoints })
    .from(contracts)
    .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
    .where(eq(contracts.userId, userId))
    .orderBy(contracts.name)
    .limit(limit);
}

export function customerInvoices(db: Executor, userId: string, limit: number) {
  return db
    .select({ invoice: invoices, contractName: contracts.name })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .where(eq(invoices.userId, userId))
    .orderBy(desc(invoices.date), desc(invoices.id))
    .limit(limit);
}

export function customerCases(db: Executor, userId: string, limit: number) {
  return db
    .select()
    .from(cases)
    .where(eq(cases.userId, userId))
    .orderBy(desc(cases.createdAt), desc(cases.id))
    .limit(limit);
}

export function customerLeads(db: Executor, userId: string, limit: number) {
  return db
    .select()
    .from(leads)
    .where(eq(leads.userId, userId))
    .orderBy(desc(leads.createdAt))
    .limit(limit);
}

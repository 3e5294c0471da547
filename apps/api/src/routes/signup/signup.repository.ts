import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { contracts, supplyPoints } from '../../db/schema/contracts';
import { invoices } from '../../db/schema/invoices';

export function findUserByTaxId(db: Database, taxId: string) {
  return db
    .select()
    .from(users)
    .where(eq(users.taxId, taxId))
    .then((rows) => rows[0]);
}

/** The customer's contracts with their supply point's CUPS (a draft one does not count). */
export function contractsOf(db: Database, userId: string) {
  return db
    .select({ name: contracts.name, cups: supplyPoints.cups })
    .from(contracts)
    .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
    .where(and(eq(contracts.userId, userId), sql`${contracts.state} <> 'esborrany'`));
}

/** Whether the customer has an invoice with this number (compared without regard to case). */
export async function hasInvoiceNumbered(db: Database, userId: string, number: string) {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.userId, userId), sql`upper(${invoices.number}) = upper(${number})`))
    .limit(1);
  return row !== undefined;
}

/** Gives an account without an e-mail or a mobile the ones the activation was asked with. */
export async function completeContactDetails(
  db: Database,
  userId: string,
  details: { email: string | null; mobile: string | null },
) {
  const values = {
    ...(details.email && { email: details.email }),
    ...(details.mobile && { mobile: details.mobile }),
  };
  if (Object.keys(values).length > 0)
    await db.update(users).set(values).where(eq(users.id, userId));
}

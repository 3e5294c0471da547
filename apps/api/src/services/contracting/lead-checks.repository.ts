import { and, eq, gt, or } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { contracts, partners } from '../../db/schema/contracts';
import { invoices, multipointInvoices } from '../../db/schema/invoices';

/*
 * What the embedded lead checks (lead-checks.ts) read of the retailer's data, by a normalised tax id.
 */

/** Whether a contract of a holder or payer with this tax id has a debt. */
export async function hasContractDebt(db: Database, vat: string): Promise<boolean> {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .innerJoin(
      partners,
      or(eq(partners.id, contracts.ownerPartnerId), eq(partners.id, contracts.fiscalPartnerId)),
    )
    .where(and(eq(partners.vat, vat), gt(contracts.amountDebt, '0')))
    .limit(1);
  return row !== undefined;
}

/** Whether an invoice to this tax id is unpaid with something pending. */
export async function hasUnpaidInvoice(db: Database, vat: string): Promise<boolean> {
  const [row] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(eq(invoices.vat, vat), eq(invoices.paidState, 'unpaid'), gt(invoices.amountPending, '0')),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether a multipoint invoice of the account with this tax id is unpaid with something pending. */
export async function hasUnpaidMultipointInvoice(db: Database, vat: string): Promise<boolean> {
  const [row] = await db
    .select({ id: multipointInvoices.id })
    .from(multipointInvoices)
    .innerJoin(users, eq(users.id, multipointInvoices.userId))
    .where(
      and(
        eq(users.taxId, vat),
        eq(multipointInvoices.paidState, 'unpaid'),
        gt(multipointInvoices.amountPending, '0'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The names of the accounts with this tax id. */
export async function accountNamesOf(db: Database, vat: string): Promise<string[]> {
  const rows = await db.select({ name: users.name }).from(users).where(eq(users.taxId, vat));
  return rows.map((row) => row.name);
}

/** The names the holders and payers with this tax id have, each once. */
export async function partnerNamesOf(db: Database, vat: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ name: partners.name })
    .from(partners)
    .where(eq(partners.vat, vat));
  return rows.map((row) => row.name);
}

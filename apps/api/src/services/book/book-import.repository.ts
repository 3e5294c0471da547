import { and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import {
  bankAccounts,
  contracts,
  distributors,
  partners,
  supplyPoints,
} from '../../db/schema/contracts';
import { invoices } from '../../db/schema/invoices';

/*
 * The reads and writes of the book's import (issue 27 point 4), each row's in the transaction the
 * import opens for it. Rows are found by the book's keys: a customer by tax id, a contract by its
 * number, an invoice by its number.
 */

export type BookUserValues = Pick<
  typeof users.$inferInsert,
  'taxId' | 'name' | 'customerType' | 'email' | 'mobile' | 'language'
>;

export async function findUserByTaxId(db: Database, taxId: string) {
  const [row] = await db
    .select({
      id: users.id,
      taxId: users.taxId,
      name: users.name,
      customerType: users.customerType,
      email: users.email,
      mobile: users.mobile,
      language: users.language,
    })
    .from(users)
    .where(eq(users.taxId, taxId));
  return row;
}

/** Whether another account than `taxId`'s has this e-mail (they are unique without regard to case). */
export async function emailTakenByAnother(db: Database, email: string, taxId: string) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        sql`${users.taxId} is distinct from ${taxId}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * A customer of the book: an account without a password, which the account activation opens
 * (decision 023).
 */
export async function insertUser(db: Database, values: BookUserValues) {
  await db.insert(users).values({ ...values, passwordHash: null });
}

/** The customer's data as the book has it; the contracts' holder takes the new name too. */
export async function updateUser(db: Database, id: string, values: BookUserValues) {
  await db
    .update(users)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(users.id, id));
  await db
    .update(partners)
    .set({ name: values.name })
    .where(and(eq(partners.userId, id), eq(partners.vat, values.taxId!)));
}

export async function findContractByName(db: Database, name: string) {
  const [row] = await db
    .select({
      id: contracts.id,
      userId: contracts.userId,
      type: contracts.type,
      state: contracts.state,
      signDate: contracts.signDate,
      endDate: contracts.endDate,
      accessTariff: contracts.accessTariff,
      pricelistName: contracts.pricelistName,
      powerP1: contracts.powerP1,
      powerP2: contracts.powerP2,
      powerP3: contracts.powerP3,
      powerP4: contracts.powerP4,
      powerP5: contracts.powerP5,
      powerP6: contracts.powerP6,
      supplyPointId: contracts.supplyPointId,
      bankAccountId: contracts.bankAccountId,
      iban: bankAccounts.iban,
      holderTaxId: users.taxId,
    })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, contracts.bankAccountId))
    .where(eq(contracts.name, name));
  return row;
}
export type StoredContract = NonNullable<Awaited<ReturnType<typeof findContractByName>>>;

export async function findSupplyPointByCups(db: Database, cups: string) {
  const [row] = await db.select().from(supplyPoints).where(eq(supplyPoints.cups, cups));
  return row;
}
export type StoredSupplyPoint = NonNullable<Awaited<ReturnType<typeof findSupplyPointByCups>>>;

/** Whether a contract other than `name`, of another customer and not closed, supplies the point. */
export async function supplyPointTakenByAnother(
  db: Database,
  supplyPointId: number,
  name: string,
  userId: string,
) {
  const [row] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(
      and(
        eq(contracts.supplyPointId, supplyPointId),
        ne(contracts.name, name),
        ne(contracts.userId, userId),
        ne(contracts.state, 'baixa'),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The distributor of a CUPS's code: the portal's, or a new one named by its code when the book
 * brings the first supply point of a distributor the portal did not know.
 */
export async function distributorIdOf(db: Database, code: string) {
  await db.insert(distributors).values({ code, name: code }).onConflictDoNothing();
  const [row] = await db
    .select({ id: distributors.id })
    .from(distributors)
    .where(eq(distributors.code, code));
  return row!.id;
}

export type SupplyPointValues = Omit<typeof supplyPoints.$inferInsert, 'id'>;

export async function insertSupplyPoint(db: Database, values: SupplyPointValues) {
  const [row] = await db.insert(supplyPoints).values(values).returning({ id: supplyPoints.id });
  return row!.id;
}

export async function updateSupplyPoint(db: Database, id: number, values: SupplyPointValues) {
  await db.update(supplyPoints).set(values).where(eq(supplyPoints.id, id));
}

/**
 * The customer's holder record (partners): the one named by their tax id, made the first time a
 * contract of theirs comes, with the first supply address as the fiscal one.
 */
export async function holderPartnerOf(
  db: Database,
  holder: { userId: string; taxId: string; name: string; address: string },
) {
  const [existing] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(and(eq(partners.userId, holder.userId), eq(partners.vat, holder.taxId)))
    .orderBy(partners.id)
    .limit(1);
  if (existing) return existing.id;
  const [row] = await db
    .insert(partners)
    .values({
      userId: holder.userId,
      name: holder.name,
      vat: holder.taxId,
      fiscalAddress: holder.address,
    })
    .returning({ id: partners.id });
  return row!.id;
}

export async function bankAccountIdOf(db: Database, userId: string, iban: string) {
  await db.insert(bankAccounts).values({ userId, iban }).onConflictDoNothing();
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.iban, iban)));
  return row!.id;
}

export type ContractValues = Omit<typeof contracts.$inferInsert, 'id' | 'createdAt'>;

export async function insertContract(db: Database, values: ContractValues) {
  await db.insert(contracts).values(values);
}

/** The book's fields of a contract; what the customer changed in the portal stays. */
export async function updateContract(
  db: Database,
  id: number,
  values: Partial<Omit<ContractValues, 'userId' | 'ownerPartnerId' | 'fiscalPartnerId' | 'name'>>,
) {
  await db.update(contracts).set(values).where(eq(contracts.id, id));
}

/** The contract an invoice is for, with its customer and the tax id its invoices carry. */
export async function findInvoiceContract(db: Database, name: string) {
  const [row] = await db
    .select({
      id: contracts.id,
      userId: contracts.userId,
      type: contracts.type,
      vat: users.taxId,
    })
    .from(contracts)
    .innerJoin(users, eq(users.id, contracts.userId))
    .where(eq(contracts.name, name));
  return row;
}

export async function findInvoiceByNumber(db: Database, number: string) {
  const [row] = await db
    .select({
      id: invoices.id,
      contractId: invoices.contractId,
      date: invoices.date,
      startDate: invoices.startDate,
      endDate: invoices.endDate,
      dueDate: invoices.dueDate,
      amountTotal: invoices.amountTotal,
      amountPending: invoices.amountPending,
      paidState: invoices.paidState,
      pdfStorageKey: invoices.pdfStorageKey,
    })
    .from(invoices)
    .where(eq(invoices.number, number));
  return row;
}
export type StoredInvoice = NonNullable<Awaited<ReturnType<typeof findInvoiceByNumber>>>;

export type InvoiceValues = Omit<typeof invoices.$inferInsert, 'id' | 'createdAt'>;

export async function insertInvoice(db: Database, values: InvoiceValues) {
  const [row] = await db.insert(invoices).values(values).returning({ id: invoices.id });
  return row!.id;
}

export async function updateInvoice(db: Database, id: number, values: Partial<InvoiceValues>) {
  await db.update(invoices).set(values).where(eq(invoices.id, id));
}

import {
  type ContractingEnergy,
  type LeadState,
  stepTakingLeadStates,
} from '@portal/domain/schemas/contracting';
import { and, asc, count, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import { accessTariffs, leadFiles, leads, productOffers } from '../../db/schema/contracting';
import {
  bankAccounts,
  contracts,
  distributors,
  notificationAddresses,
  partners,
  products,
  supplyPoints,
} from '../../db/schema/contracts';

/*
 * The SQL of the contracting leads (docs/decisions/018): the leads and their files, the catalogue
 * rows a step names, and what a confirmation writes (the customer, the supply point, the draft
 * contract). Functions that take part in a transaction take its handle as `db`.
 */

export type LeadRow = typeof leads.$inferSelect;
export type LeadFileRow = typeof leadFiles.$inferSelect;
export type UserRow = typeof users.$inferSelect;

export async function findLead(db: Database, id: string, lock = false) {
  const query = db.select().from(leads).where(eq(leads.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertLead(db: Database, values: typeof leads.$inferInsert) {
  const [row] = await db.insert(leads).values(values).returning();
  return row!;
}

export async function updateLead(
  db: Database,
  id: string,
  values: Partial<Omit<typeof leads.$inferInsert, 'id'>>,
) {
  const [row] = await db
    .update(leads)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(leads.id, id))
    .returning();
  return row!;
}

/** The other gas leads of an electricity lead still taking steps: the dual wizard made a new one. */
export function cancelOtherGasLeads(db: Database, electricityLeadId: string, keepId: string) {
  return db
    .update(leads)
    .set({ state: 'cancelled', updatedAt: sql`now()` })
    .where(
      and(
        eq(leads.electricityLeadId, electricityLeadId),
        eq(leads.energy, 'gas'),
        inArray(leads.state, stepTakingLeadStates),
        ne(leads.id, keepId),
      ),
    );
}

export function listLeadFiles(db: Database, leadId: string) {
  return db.select().from(leadFiles).where(eq(leadFiles.leadId, leadId)).orderBy(asc(leadFiles.id));
}

/** Removes the rows of a lead's files in `fields` and answers where their bytes are. */
export async function deleteLeadFiles(db: Database, leadId: string, fields: string[]) {
  if (fields.length === 0) return [];
  const removed = await db
    .delete(leadFiles)
    .where(and(eq(leadFiles.leadId, leadId), inArray(leadFiles.field, fields)))
    .returning({ path: leadFiles.path });
  return removed.map((row) => row.path);
}

export async function insertLeadFiles(db: Database, rows: (typeof leadFiles.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(leadFiles).values(rows);
}

export async function findAccessTariff(db: Database, id: number) {
  const [row] = await db.select().from(accessTariffs).where(eq(accessTariffs.id, id));
  return row;
}

/** A product's names, when it is published in the wizard (none otherwise). */
export async function findOfferedProduct(db: Database, id: number) {
  const [row] = await db
    .select({ id: products.id, name: products.name, commercialName: products.commercialName })
    .from(products)
    .innerJoin(productOffers, eq(productOffers.productId, products.id))
    .where(eq(products.id, id));
  return row;
}

// The back office ------------------------------------------------------------------------------

const staffLeadColumns = {
  lead: leads,
  contractName: contracts.name,
};

/** A page of the leads under the filters, oldest first (a queue), and the count of each state. */
export async function listLeads(
  db: Database,
  filter: { state?: LeadState; energy?: ContractingEnergy },
  page: { offset: number; limit: number },
) {
  const byEnergy = filter.energy ? eq(leads.energy, filter.energy) : undefined;
  const where = and(filter.state ? eq(leads.state, filter.state) : undefined, byEnergy);
  const [rows, counts] = await Promise.all([
    db
      .select(staffLeadColumns)
      .from(leads)
      .leftJoin(contracts, eq(contracts.id, leads.contractId))
      .where(where)
      .orderBy(asc(leads.createdAt), asc(leads.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ state: leads.state, n: count() }).from(leads).where(byEnergy).groupBy(leads.state),
  ]);
  return { rows, counts };
}

/** Moves a lead from one state to another, unless it has left `from` meanwhile. */
export async function moveLeadState(db: Database, id: string, from: LeadState, to: LeadState) {
  const [row] = await db
    .update(leads)
    .set({ state: to, updatedAt: sql`now()` })
    .where(and(eq(leads.id, id), eq(leads.state, from)))
    .returning({ id: leads.id });
  return row !== undefined;
}

export async function findStaffLead(db: Database, id: string) {
  const [row] = await db
    .select(staffLeadColumns)
    .from(leads)
    .leftJoin(contracts, eq(contracts.id, leads.contractId))
    .where(eq(leads.id, id));
  return row;
}

// What a confirmation writes -------------------------------------------------------------------

export async function findUserById(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByTaxId(db: Database, taxId: string) {
  const [row] = await db.select().from(users).where(eq(users.taxId, taxId));
  return row;
}

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

/** Whether an earlier contracting confirmation was made on the account. */
export async function hasConfirmedLeads(db: Database, userId: string) {
  const [row] = await db
    .select({ id: leads.id })
    .from(leads)
    .where(and(eq(leads.userId, userId), inArray(leads.state, ['confirmed', 'signed'])))
    .limit(1);
  return row !== undefined;
}

/**
 * A new account, or none when its tax id or e-mail was taken meanwhile: the conflict is skipped,
 * not raised, so the transaction goes on.
 */
export async function insertUser(db: Database, values: typeof users.$inferInsert) {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/** The account's partner of that tax id, name and fiscal address, made when it has none. */
export async function partnerFor(
  db: Database,
  values: { userId: string; name: string; vat: string; fiscalAddress: string },
) {
  const [existing] = await db
    .select({ id: partners.id })
    .from(partners)
    .where(
      and(
        eq(partners.userId, values.userId),
        eq(partners.vat, values.vat),
        eq(partners.name, values.name),
        eq(partners.fiscalAddress, values.fiscalAddress),
      ),
    )
    .limit(1);
  if (existing) return existing.id;
  const [row] = await db.insert(partners).values(values).returning({ id: partners.id });
  return row!.id;
}

/** The distributor of a CUPS's code, entered under a name made of the code when unknown. */
export async function distributorFor(db: Database, code: string) {
  await db
    .insert(distributors)
    .values({ code, name: `Distribuidora ${code}` })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: distributors.id })
    .from(distributors)
    .where(eq(distributors.code, code));
  return row!.id;
}

type SupplyPointValues = Omit<typeof supplyPoints.$inferInsert, 'id'>;

/**
 * The supply point of a CUPS (its first 20 characters name it), made or brought up to the address
 * the lead gives.
 */
export async function supplyPointFor(db: Database, values: SupplyPointValues) {
  const [existing] = await db
    .select({ id: supplyPoints.id })
    .from(supplyPoints)
    .where(sql`left(${supplyPoints.cups}, 20) = ${values.cups.slice(0, 20)}`)
    .limit(1)
    .for('update');
  if (existing) {
    await db.update(supplyPoints).set(values).where(eq(supplyPoints.id, existing.id));
    return existing.id;
  }
  const [row] = await db.insert(supplyPoints).values(values).returning({ id: supplyPoints.id });
  return row!.id;
}

export async function bankAccountFor(db: Database, userId: string, iban: string) {
  await db.insert(bankAccounts).values({ userId, iban }).onConflictDoNothing();
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.iban, iban)));
  return row!.id;
}

type NotificationAddressValues = Omit<
  typeof notificationAddresses.$inferInsert,
  'id' | 'createdAt'
>;

/** The account's notification address with these parts, made when it has none. */
export async function notificationAddressFor(db: Database, values: NotificationAddressValues) {
  const same = (column: AnyPgColumn, value: string | null | undefined) =>
    value == null ? isNull(column) : eq(column, value);
  const [existing] = await db
    .select({ id: notificationAddresses.id })
    .from(notificationAddresses)
    .where(
      and(
        eq(notificationAddresses.userId, values.userId),
        eq(notificationAddresses.name, values.name),
        eq(notificationAddresses.street, values.street),
        eq(notificationAddresses.zipcode, values.zipcode),
        eq(notificationAddresses.city, values.city),
        same(notificationAddresses.email, values.email),
        same(notificationAddresses.mobile, values.mobile),
      ),
    )
    .limit(1);
  if (existing) return existing.id;
  const [row] = await db
    .insert(notificationAddresses)
    .values(values)
    .returning({ id: notificationAddresses.id });
  return row!.id;
}

/** Arbitrary constants: confirmations take turns for a contract number, and for a supply point. */
const CONTRACT_NAME_LOCK_KEY = 72_410_018;
const SUPPLY_POINT_LOCK_CLASS = 72_410_019;

/**
 * Holds, until the transaction ends, the supply point a confirmation contracts: two visitors
 * confirming the same CUPS at once take turns, and the second finds it taken.
 */
export async function lockSupplyCode(db: Database, cups: string) {
  await db.execute(
    sql`SELECT pg_advisory_xact_lock(${SUPPLY_POINT_LOCK_CLASS}, hashtext(${cups.slice(0, 20)}))`,
  );
}

/**
 * The next contract number in the retailer's numbering: seven digits, after the greatest one
 * given (the demo's run 0100000…0300042). Confirmations take it in turns until they commit.
 */
export async function nextContractName(db: Database): Promise<string> {
  await db.execute(sql`SELECT pg_advisory_xact_lock(${CONTRACT_NAME_LOCK_KEY})`);
  const [last] = await db
    .select({ name: contracts.name })
    .from(contracts)
    .where(
      and(
        sql`${contracts.name} >= '0000000'`,
        lte(contracts.name, '9999999'),
        sql`${contracts.name} ~ '^[0-9]{7}$'`,
      ),
    )
    .orderBy(desc(contracts.name))
    .limit(1);
  return String(Number(last?.name ?? '0') + 1).padStart(7, '0');
}

export async function insertContract(db: Database, values: typeof contracts.$inferInsert) {
  const [row] = await db
    .insert(contracts)
    .values(values)
    .returning({ id: contracts.id, name: contracts.name });
  return row!;
}

/** A contract staff sign: active from `day`. */
export async function activateContract(db: Database, contractId: number, day: string) {
  const [row] = await db
    .update(contracts)
    .set({ state: 'activa', signDate: day })
    .where(eq(contracts.id, contractId))
    .returning({ name: contracts.name, userId: contracts.userId, type: contracts.type });
  return row;
}

/** The account has a supply now: its sign-ins no longer land on the new customer's welcome page. */
export async function markCustomerSupplied(db: Database, userId: string) {
  await db.update(users).set({ isNewCustomer: false }).where(eq(users.id, userId));
}

export async function findContractSupply(db: Database, contractId: number) {
  const [row] = await db
    .select({ cups: supplyPoints.cups })
    .from(contracts)
    .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
    .where(eq(contracts.id, contractId));
  return row;
}

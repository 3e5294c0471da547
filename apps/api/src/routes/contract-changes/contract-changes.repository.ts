import type { ContractChangeKind, SignatureRequestKind } from '@portal/domain/schemas/settings';
import { and, asc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { supplyAddress } from '../../db/sql/contract-columns';
import { users } from '../../db/schema/accounts';
import {
  changeRequestSignatureLinks,
  contractChangeRequestFiles,
  contractChangeRequests,
} from '../../db/schema/contract-changes';
import {
  bankAccounts,
  contractServices,
  contractTariffOptions,
  contracts,
  notificationAddresses,
  supplyPoints,
} from '../../db/schema/contracts';

/*
 * Every lookup takes the signed-in customer's id and filters on it in the query: a contract,
 * address, bank account or request of another customer is not found (ARCHITECTURE.md "API").
 * Writes take a transaction (a Database too) so a request and its change commit together.
 */

/**
 * Holds the contract until the transaction ends, so its requests are checked and made one at a
 * time; gives its state and sign date as they are now.
 */
export async function lockContract(db: Database, contractId: number) {
  const [row] = await db
    .select({ state: contracts.state, signDate: contracts.signDate })
    .from(contracts)
    .where(eq(contracts.id, contractId))
    .for('update');
  return row;
}

export function listBankAccounts(db: Database, userId: string) {
  return db
    .select({ id: bankAccounts.id, iban: bankAccounts.iban })
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .orderBy(asc(bankAccounts.id));
}

export async function bankAccountExists(db: Database, userId: string, id: number) {
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.id, id)));
  return row !== undefined;
}

/** The customer's account with this IBAN, registered now if it was not yet. */
export async function registerBankAccount(db: Database, userId: string, iban: string) {
  await db.insert(bankAccounts).values({ userId, iban }).onConflictDoNothing();
  const [row] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), eq(bankAccounts.iban, iban)));
  if (!row) throw new Error('bank account not registered');
  return row.id;
}

const addressColumns = {
  id: notificationAddresses.id,
  name: notificationAddresses.name,
  street: notificationAddresses.street,
  zipcode: notificationAddresses.zipcode,
  city: notificationAddresses.city,
  refCatastral: notificationAddresses.refCatastral,
  email: notificationAddresses.email,
  mobile: notificationAddresses.mobile,
};
export type AddressRow = Awaited<ReturnType<typeof listAddresses>>[number];

export function listAddresses(db: Database, userId: string) {
  return db
    .select(addressColumns)
    .from(notificationAddresses)
    .where(eq(notificationAddresses.userId, userId))
    .orderBy(asc(notificationAddresses.id));
}

export async function findAddress(db: Database, userId: string, id: number) {
  const [row] = await db
    .select(addressColumns)
    .from(notificationAddresses)
    .where(and(eq(notificationAddresses.userId, userId), eq(notificationAddresses.id, id)));
  return row;
}

export async function insertAddress(
  db: Database,
  values: typeof notificationAddresses.$inferInsert,
) {
  const [row] = await db
    .insert(notificationAddresses)
    .values(values)
    .returning({ id: notificationAddresses.id });
  return row!.id;
}

/** Changes the contact of an address and gives it back. */
export async function updateAddressContact(
  db: Database,
  id: number,
  contact: { email: string } | { mobile: string },
) {
  const [row] = await db
    .update(notificationAddresses)
    .set(contact)
    .where(eq(notificationAddresses.id, id))
    .returning(addressColumns);
  return row;
}

/** Whether the contract has a social-bonus period running on the day given (YYYY-MM-DD). */
export async function hasActiveSocialBonus(db: Database, contractId: number, day: string) {
  const [row] = await db
    .select({ id: contractServices.id })
    .from(contractServices)
    .where(
      and(
        eq(contractServices.contractId, contractId),
        eq(contractServices.kind, 'social_bonus'),
        lte(contractServices.startDate, day),
        or(isNull(contractServices.endDate), gte(contractServices.endDate, day)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The supply addresses of the customer's active contracts, the contract's own first. */
export function listActiveSupplyAddresses(db: Database, userId: string, contractId: number) {
  return db
    .select({
      own: sql<boolean>`${contracts.id} = ${contractId}`,
      street: supplyPoints.street,
      zipcode: supplyPoints.zipcode,
      refCatastral: supplyPoints.refCatastral,
    })
    .from(contracts)
    .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
    .where(
      and(
        eq(contracts.userId, userId),
        or(eq(contracts.state, 'activa'), eq(contracts.id, contractId)),
      ),
    );
}

export async function findWaitingRequestId(
  db: Database,
  contractId: number,
  kind: SignatureRequestKind,
) {
  const [row] = await db
    .select({ id: contractChangeRequests.id })
    .from(contractChangeRequests)
    .where(
      and(
        eq(contractChangeRequests.contractId, contractId),
        eq(contractChangeRequests.state, 'waiting_for_signature'),
        eq(contractChangeRequests.kind, kind),
      ),
    )
    .limit(1);
  return row?.id;
}

export async function hasWaitingRequest(
  db: Database,
  contractId: number,
  kind: ContractChangeKind,
) {
  return (await findWaitingRequestId(db, contractId, kind)) !== undefined;
}

export async function insertRequest(
  db: Database,
  values: typeof contractChangeRequests.$inferInsert,
) {
  const [row] = await db
    .insert(contractChangeRequests)
    .values(values)
    .returning({ id: contractChangeRequests.id });
  return row!.id;
}

export async function insertRequestFiles(
  db: Database,
  files: (typeof contractChangeRequestFiles.$inferInsert)[],
) {
  if (files.length > 0) await db.insert(contractChangeRequestFiles).values(files);
}

/** A request waiting for its signature, locked until the transaction ends (one signature applies). */
export async function lockWaitingRequest(db: Database, id: number) {
  const [row] = await db
    .select({
      id: contractChangeRequests.id,
      contractId: contractChangeRequests.contractId,
      kind: contractChangeRequests.kind,
      payload: contractChangeRequests.payload,
      contractState: contracts.state,
    })
    .from(contractChangeRequests)
    .innerJoin(contracts, eq(contracts.id, contractChangeRequests.contractId))
    .where(
      and(
        eq(contractChangeRequests.id, id),
        eq(contractChangeRequests.state, 'waiting_for_signature'),
      ),
    )
    .for('update', { of: contractChangeRequests });
  return row;
}

export async function markApplied(db: Database, id: number) {
  const [row] = await db
    .update(contractChangeRequests)
    .set({ state: 'applied', appliedAt: sql`now()` })
    .where(eq(contractChangeRequests.id, id))
    .returning({
      id: contractChangeRequests.id,
      kind: contractChangeRequests.kind,
      appliedAt: contractChangeRequests.appliedAt,
    });
  return row!;
}

export function updateContract(
  db: Database,
  contractId: number,
  values: Partial<typeof contracts.$inferInsert>,
) {
  return db.update(contracts).set(values).where(eq(contracts.id, contractId));
}

export async function findTariffOptions(db: Database, contractId: number) {
  const [row] = await db
    .select()
    .from(contractTariffOptions)
    .where(eq(contractTariffOptions.contractId, contractId));
  return row;
}

export function updateTariffOptions(
  db: Database,
  contractId: number,
  values: Partial<Omit<typeof contractTariffOptions.$inferInsert, 'contractId'>>,
) {
  return db
    .update(contractTariffOptions)
    .set(values)
    .where(eq(contractTariffOptions.contractId, contractId));
}

export async function findUserContact(db: Database, userId: string) {
  const [row] = await db
    .select({ email: users.email, mobile: users.mobile })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/**
 * The change request a signing link stands for, whoever asks (the link is the secret), with whether
 * the link was used or has expired; locked with its request when `lock` is set, to sign it.
 */
export async function findSignatureLink(db: Database, tokenHash: string, lock = false) {
  const query = db
    .select({
      linkId: changeRequestSignatureLinks.id,
      expiresAt: changeRequestSignatureLinks.expiresAt,
      used: sql<boolean>`${changeRequestSignatureLinks.usedAt} is not null`,
      expired: sql<boolean>`${changeRequestSignatureLinks.expiresAt} <= now()`,
      requestId: contractChangeRequests.id,
      kind: contractChangeRequests.kind,
      state: contractChangeRequests.state,
      createdAt: contractChangeRequests.createdAt,
      contractName: contracts.name,
      contractType: contracts.type,
      supplyAddress,
    })
    .from(changeRequestSignatureLinks)
    .innerJoin(
      contractChangeRequests,
      eq(contractChangeRequests.id, changeRequestSignatureLinks.requestId),
    )
    .innerJoin(contracts, eq(contracts.id, contractChangeRequests.contractId))
    .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
    .where(eq(changeRequestSignatureLinks.tokenHash, tokenHash));
  const [row] = await (lock
    ? query.for('update', { of: [changeRequestSignatureLinks, contractChangeRequests] })
    : query);
  return row;
}

export async function markSignatureLinkUsed(db: Database, linkId: number) {
  await db
    .update(changeRequestSignatureLinks)
    .set({ usedAt: sql`now()` })
    .where(eq(changeRequestSignatureLinks.id, linkId));
}

import type { ContractType } from '@portal/domain/schemas/contracts';
import { normalizeCups } from '@portal/domain/validators/cups';
import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  attachmentCategories,
  attachments,
  bankAccounts,
  contractChangeRequests,
  contractServices,
  contracts,
  distributors,
  notificationAddresses,
  partners,
  supplyPoints,
} from '../../db/schema';

/*
 * Every query here takes the signed-in customer's id and filters on contracts.user_id itself: a
 * contract name or an attachment id of another customer finds nothing (ARCHITECTURE.md "API").
 */

const ownerPartner = alias(partners, 'owner_partner');
const fiscalPartner = alias(partners, 'fiscal_partner');

export const supplyAddress = sql<string>`${supplyPoints.street} || ', ' || ${supplyPoints.zipcode} || ' ' || ${supplyPoints.city}`;
export const notificationFullAddress = sql<string>`${notificationAddresses.street} || ', ' || ${notificationAddresses.zipcode} || ' ' || ${notificationAddresses.city}`;

/** The contract's six powers in one column, P1 first; a period the tariff lacks is null. */
export const contractPowers = sql<(number | null)[]>`array[${sql.join(
  [
    contracts.powerP1,
    contracts.powerP2,
    contracts.powerP3,
    contracts.powerP4,
    contracts.powerP5,
    contracts.powerP6,
  ].map((column) => sql`${column}::float8`),
  sql`, `,
)}]`;

const contractColumns = {
  id: contracts.id,
  name: contracts.name,
  state: contracts.state,
  signDate: contracts.signDate,
  amountDebt: contracts.amountDebt,
  atrAvailable: contracts.atrAvailable,
  noCessionSips: contracts.noCessionSips,
  invoiceOnline: contracts.invoiceOnline,
  ownerName: ownerPartner.name,
  fiscalName: fiscalPartner.name,
  fiscalVat: fiscalPartner.vat,
  fiscalAddress: fiscalPartner.fiscalAddress,
  pricelistName: contracts.pricelistName,
  pricelistCommercialName: contracts.pricelistCommercialName,
  accessTariff: contracts.accessTariff,
  bankAccountId: bankAccounts.id,
  iban: bankAccounts.iban,
  notificationAddressId: notificationAddresses.id,
  notificationName: notificationAddresses.name,
  notificationStreet: notificationAddresses.street,
  notificationZipcode: notificationAddresses.zipcode,
  notificationCity: notificationAddresses.city,
  notificationFullAddress,
  notificationEmail: notificationAddresses.email,
  notificationMobile: notificationAddresses.mobile,
  cups: supplyPoints.cups,
  cupsStreet: supplyPoints.street,
  cupsCity: supplyPoints.city,
  cupsFullAddress: supplyAddress,
  refCatastral: supplyPoints.refCatastral,
  dsoName: distributors.name,
  dsoWebsite: distributors.website,
  dsoPhone: distributors.phone,
  dsoReference: contracts.dsoReference,
  powers: contractPowers,
  gasPressureBar: contracts.gasPressureBar,
  gasFlow: contracts.gasFlow,
  electronicNotification: contracts.electronicNotification,
  dateStartElectronicNotification: contracts.dateStartElectronicNotification,
  dateRequestElectronicNotification: contracts.dateRequestElectronicNotification,
  eInvoice: contracts.eInvoice,
};

function selectContracts(db: Database) {
  return db
    .select(contractColumns)
    .from(contracts)
    .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
    .innerJoin(distributors, eq(distributors.id, supplyPoints.distributorId))
    .innerJoin(ownerPartner, eq(ownerPartner.id, contracts.ownerPartnerId))
    .innerJoin(fiscalPartner, eq(fiscalPartner.id, contracts.fiscalPartnerId))
    .leftJoin(bankAccounts, eq(bankAccounts.id, contracts.bankAccountId))
    .leftJoin(notificationAddresses, eq(notificationAddresses.id, contracts.notificationAddressId));
}

export type ContractRow = Awaited<
  ReturnType<ReturnType<typeof selectContracts>['execute']>
>[number];

/** Active contracts first (spec 2 point 4), then by name, so pages are stable. */
const activeFirst = [desc(sql`${contracts.state} = 'activa'`), asc(contracts.name)];

export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The contract name, the supply point's address or its CUPS contains the text, in any case. */
function matching(filter: string | undefined): SQL | undefined {
  if (!filter) return undefined;
  const pattern = `%${escapeLike(filter)}%`;
  return or(
    ilike(contracts.name, pattern),
    ilike(supplyAddress, pattern),
    ilike(supplyPoints.cups, `%${escapeLike(normalizeCups(filter))}%`),
  );
}

export async function listContracts(
  db: Database,
  query: { userId: string; type: ContractType; filter?: string; offset: number; limit: number },
) {
  const where = and(
    eq(contracts.userId, query.userId),
    eq(contracts.type, query.type),
    matching(query.filter),
  );
  const [rows, [count]] = await Promise.all([
    selectContracts(db)
      .where(where)
      .orderBy(...activeFirst)
      .offset(query.offset)
      .limit(query.limit),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(contracts)
      .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

export async function findContract(
  db: Database,
  userId: string,
  name: string,
  type: ContractType,
): Promise<ContractRow | undefined> {
  const [row] = await selectContracts(db).where(
    and(eq(contracts.userId, userId), eq(contracts.name, name), eq(contracts.type, type)),
  );
  return row;
}

export function listContractNames(db: Database, userId: string) {
  return db
    .select({ id: contracts.id, name: contracts.name, type: contracts.type })
    .from(contracts)
    .where(eq(contracts.userId, userId))
    .orderBy(...activeFirst);
}

/** The services and social-bonus periods of a contract found with findContract. */
export function listServices(db: Database, contractId: number) {
  return db
    .select({
      kind: contractServices.kind,
      name: contractServices.name,
      startDate: contractServices.startDate,
      endDate: contractServices.endDate,
    })
    .from(contractServices)
    .where(eq(contractServices.contractId, contractId))
    .orderBy(asc(contractServices.startDate), asc(contractServices.id));
}

/** A contract's attachments, newest first (the download menu's default order, spec 2 point 9). */
export function listAttachments(db: Database, contractId: number) {
  return db
    .select({
      id: attachments.id,
      name: attachments.name,
      createdAt: attachments.createdAt,
      sizeBytes: attachments.sizeBytes,
      filename: attachments.filename,
      categoryName: attachmentCategories.name,
    })
    .from(attachments)
    .innerJoin(attachmentCategories, eq(attachmentCategories.id, attachments.categoryId))
    .where(eq(attachments.contractId, contractId))
    .orderBy(desc(attachments.createdAt), asc(attachments.id));
}

/** An attachment of one of the customer's contracts, with where its bytes are. */
export async function findAttachment(db: Database, userId: string, attachmentId: number) {
  const [row] = await db
    .select({
      filename: attachments.filename,
      mimeType: attachments.mimeType,
      storageKey: attachments.storageKey,
    })
    .from(attachments)
    .innerJoin(contracts, eq(contracts.id, attachments.contractId))
    .where(and(eq(attachments.id, attachmentId), eq(contracts.userId, userId)));
  return row;
}

/** The change requests of a contract still waiting for the customer's signature, oldest first. */
export function listPendingChanges(db: Database, contractId: number) {
  return db
    .select({
      id: contractChangeRequests.id,
      kind: contractChangeRequests.kind,
      createdAt: contractChangeRequests.createdAt,
    })
    .from(contractChangeRequests)
    .where(
      and(
        eq(contractChangeRequests.contractId, contractId),
        eq(contractChangeRequests.state, 'waiting_for_signature'),
      ),
    )
    .orderBy(asc(contractChangeRequests.createdAt), asc(contractChangeRequests.id));
}

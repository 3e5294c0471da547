import type { ContractType } from '@portal/domain/schemas/contracts';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { contractChangeRequests } from '../../db/schema/contract-changes';
import {
  attachmentCategories,
  attachments,
  bankAccounts,
  contractServices,
  contracts,
  distributors,
  notificationAddresses,
  partners,
  supplyPoints,
} from '../../db/schema/contracts';
import {
  contractPowers,
  notificationFullAddress,
  supplyAddress,
} from '../../db/sql/contract-columns';

/*
 * The signed-in customer's contracts, as every feature that works on one finds it. Each lookup takes
 * the customer's id and filters on contracts.user_id itself: a contract name or id of another
 * customer finds nothing (ARCHITECTURE.md "API").
 */

const customerContractColumns = {
  id: contracts.id,
  userId: contracts.userId,
  name: contracts.name,
  type: contracts.type,
  state: contracts.state,
  atrAvailable: contracts.atrAvailable,
  noCessionSips: contracts.noCessionSips,
  electronicNotificationActive: sql<boolean>`${contracts.electronicNotification} and ${contracts.dateStartElectronicNotification} is not null`,
  accessTariff: contracts.accessTariff,
  supplyPointId: contracts.supplyPointId,
  notificationAddressId: contracts.notificationAddressId,
  powers: contractPowers,
};

export type CustomerContract = NonNullable<Awaited<ReturnType<typeof findContractByName>>>;

/** One of the customer's contracts by its name (names are unique across energies). */
export async function findContractByName(db: Database, userId: string, name: string) {
  const [row] = await db
    .select(customerContractColumns)
    .from(contracts)
    .where(and(eq(contracts.userId, userId), eq(contracts.name, name)));
  return row;
}

/** One of the customer's contracts by its numeric id. */
export async function findContractById(db: Database, userId: string, id: number) {
  const [row] = await db
    .select(customerContractColumns)
    .from(contracts)
    .where(and(eq(contracts.userId, userId), eq(contracts.id, id)));
  return row;
}

const ownerPartner = alias(partners, 'owner_partner');
const fiscalPartner = alias(partners, 'fiscal_partner');

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

/** Contracts with what their list and detail show; the caller filters on the customer's id. */
export function selectContracts(db: Database) {
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

/** One of the customer's contracts of a type by its name, with what its detail shows. */
export async function findDetailedContract(
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

/** The services and social-bonus periods of a contract found with findDetailedContract. */
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

/**
 * The change requests of a contract still waiting for the customer's signature, oldest first (the
 * new contract's own signature is its state, not a change).
 */
export async function listPendingChanges(db: Database, contractId: number) {
  const rows = await db
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
  return rows.flatMap(({ kind, ...row }) => (kind === 'contract' ? [] : [{ ...row, kind }]));
}

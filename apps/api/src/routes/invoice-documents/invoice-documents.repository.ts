import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/accounts';
import {
  contracts,
  distributors,
  notificationAddresses,
  partners,
  supplyPoints,
} from '../../db/schema/contracts';
import { invoiceLines, invoices, multipointInvoices } from '../../db/schema/invoices';
import { notificationFullAddress, supplyAddress } from '../../db/sql/contract-columns';

/*
 * Every query takes the signed-in customer's id and filters on user_id itself: another customer's
 * invoice id finds nothing, so every document type answers 404 alike (ARCHITECTURE.md "API").
 * Numeric columns are read as text: the documents print them exactly as stored.
 */

const corrected = alias(invoices, 'corrected_invoice');
const fiscalPartner = alias(partners, 'fiscal_partner');
const text = (column: unknown) => sql<string>`${column}::text`;

/** One electricity or gas invoice of the customer with what its documents print, or undefined. */
export async function findInvoiceForDocuments(
  db: Database,
  userId: string,
  invoiceId: number,
  energy: 'electricity' | 'gas' | undefined,
) {
  const [row] = await db
    .select({
      id: invoices.id,
      energy: invoices.energy,
      number: invoices.number,
      date: invoices.date,
      startDate: invoices.startDate,
      endDate: invoices.endDate,
      dueDate: invoices.dueDate,
      energyConsumed: text(invoices.energyConsumed),
      amountUntaxed: invoices.amountUntaxed,
      vatRate: text(invoices.vatRate),
      amountVat: invoices.amountVat,
      amountTotal: invoices.amountTotal,
      amountPending: invoices.amountPending,
      rectificativeType: invoices.rectificativeType,
      paidState: invoices.paidState,
      vat: invoices.vat,
      correctedNumber: corrected.number,
      correctedDate: corrected.date,
      correctedStartDate: corrected.startDate,
      correctedEndDate: corrected.endDate,
      contractName: contracts.name,
      accessTariff: contracts.accessTariff,
      supplyPointId: contracts.supplyPointId,
      pricelistName: contracts.pricelistName,
      pricelistCommercialName: contracts.pricelistCommercialName,
      cups: supplyPoints.cups,
      supplyAddress,
      supplyStreet: supplyPoints.street,
      supplyZipcode: supplyPoints.zipcode,
      supplyCity: supplyPoints.city,
      supplyProvinceCode: supplyPoints.provinceCode,
      distributorName: distributors.name,
      holderName: fiscalPartner.name,
      holderVat: fiscalPartner.vat,
      holderAddress: fiscalPartner.fiscalAddress,
      customerEmail: users.email,
      pdfStorageKey: invoices.pdfStorageKey,
    })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
    .innerJoin(distributors, eq(distributors.id, supplyPoints.distributorId))
    .innerJoin(fiscalPartner, eq(fiscalPartner.id, contracts.fiscalPartnerId))
    .innerJoin(users, eq(users.id, invoices.userId))
    .leftJoin(
      corrected,
      and(eq(corrected.id, invoices.rectifiesInvoiceId), eq(corrected.userId, invoices.userId)),
    )
    .where(
      and(
        eq(invoices.id, invoiceId),
        eq(invoices.userId, userId),
        energy ? eq(invoices.energy, energy) : undefined,
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const lines = await db
    .select({
      kind: invoiceLines.kind,
      period: invoiceLines.period,
      quantity: text(invoiceLines.quantity),
      days: invoiceLines.days,
      unitPrice: text(invoiceLines.unitPrice),
      amount: invoiceLines.amount,
    })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, row.id))
    .orderBy(asc(invoiceLines.position));
  return { ...row, lines };
}
export type InvoiceDocumentRecord = NonNullable<
  Awaited<ReturnType<typeof findInvoiceForDocuments>>
>;
export type InvoiceDocumentLine = InvoiceDocumentRecord['lines'][number];

/** One multipoint invoice of the customer with its member invoices, or undefined. */
export async function findMultipointForDocuments(db: Database, userId: string, id: number) {
  const [row] = await db
    .select({
      id: multipointInvoices.id,
      number: multipointInvoices.number,
      date: multipointInvoices.date,
      amountTotal: multipointInvoices.amountTotal,
      amountPending: multipointInvoices.amountPending,
      paidState: multipointInvoices.paidState,
      addressName: notificationAddresses.name,
      fullAddress: notificationFullAddress,
      customerName: users.name,
      customerTaxId: users.taxId,
    })
    .from(multipointInvoices)
    .innerJoin(notificationAddresses, eq(notificationAddresses.id, multipointInvoices.addressId))
    .innerJoin(users, eq(users.id, multipointInvoices.userId))
    .where(and(eq(multipointInvoices.id, id), eq(multipointInvoices.userId, userId)))
    .limit(1);
  if (!row) return undefined;
  const members = await db
    .select({
      id: invoices.id,
      number: invoices.number,
      energy: invoices.energy,
      startDate: invoices.startDate,
      endDate: invoices.endDate,
      contractName: contracts.name,
      cups: supplyPoints.cups,
      amountTotal: invoices.amountTotal,
    })
    .from(invoices)
    .innerJoin(contracts, eq(contracts.id, invoices.contractId))
    .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
    .where(and(eq(invoices.multipointInvoiceId, row.id), eq(invoices.userId, userId)))
    .orderBy(asc(contracts.name), asc(invoices.id));
  return { ...row, members };
}
export type MultipointDocumentRecord = NonNullable<
  Awaited<ReturnType<typeof findMultipointForDocuments>>
>;

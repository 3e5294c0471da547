import { POWER_PERIODS, type PowersKw } from '@portal/domain/rules/power';
import { and, eq, inArray } from 'drizzle-orm';
import type { FileStore } from '../lib/file-store';
import type { Database } from '../db/database';
import { contractChangeRequests } from '../db/schema/contract-changes';
import {
  attachmentCategories,
  attachments,
  bankAccounts,
  batteryDiscountTypes,
  contractServices,
  contractTariffOptions,
  contractVirtualBatteries,
  contracts,
  distributors,
  notificationAddresses,
  partners,
  supplyPoints,
  virtualBatteries,
} from '../db/schema/contracts';
import {
  demoDistributors,
  categoryNames,
  discountTypes,
  fullAddress,
  type DemoContract,
  type DemoCustomer,
  household,
  company,
  offlineCustomer,
  attachmentKey,
  attachmentContent,
} from '../db/demo-contracts';

/** Writes the demo contracts of demo-contracts.ts and their attachment files, idempotently. */

async function seedReferenceData(db: Database) {
  await db.insert(distributors).values(demoDistributors).onConflictDoNothing();
  await db
    .insert(attachmentCategories)
    .values(categoryNames.map((name) => ({ name })))
    .onConflictDoNothing();
  await db.insert(batteryDiscountTypes).values(discountTypes).onConflictDoNothing();
}

async function idsBy<K extends string>(rows: Promise<{ key: K; id: number }[]>) {
  return new Map((await rows).map((row) => [row.key, row.id]));
}

/** One customer's contracts, inserted together the first time; later runs leave them as they are. */
async function seedCustomerContracts(db: Database, userId: string, customer: DemoCustomer) {
  const [first] = customer.contracts;
  if (!first) return;
  const [existing] = await db
    .select({ id: contracts.id })
    .from(contracts)
    .where(eq(contracts.name, first.name));
  if (existing) return;

  await db.transaction(async (tx) => {
    const distributorIds = await idsBy(
      tx.select({ key: distributors.code, id: distributors.id }).from(distributors),
    );
    const categoryIds = await idsBy(
      tx
        .select({ key: attachmentCategories.name, id: attachmentCategories.id })
        .from(attachmentCategories),
    );
    const [partner] = await tx
      .insert(partners)
      .values({
        userId,
        name: customer.partner.name,
        vat: customer.partner.vat,
        fiscalAddress: fullAddress(customer.partner.fiscalAddress),
      })
      .returning({ id: partners.id });
    const [bank] = await tx
      .insert(bankAccounts)
      .values({ userId, iban: customer.iban })
      .returning({ id: bankAccounts.id });
    const { notification } = customer;
    const [address] = await tx
      .insert(notificationAddresses)
      .values({
        userId,
        name: notification.name,
        streetType: notification.streetType,
        streetName: notification.streetName,
        number: notification.number,
        floor: notification.floor,
        door: notification.door,
        street: notification.address.street,
        zipcode: notification.address.zipcode,
        city: notification.address.city,
        municipalityIne: notification.address.ine,
        provinceCode: notification.address.ine.slice(0, 2),
        refCatastral: notification.address.refCatastral,
        email: notification.email,
        mobile: notification.mobile,
      })
      .returning({ id: notificationAddresses.id });

    const points = await tx
      .insert(supplyPoints)
      .values(
        customer.contracts.map((contract) => ({
          cups: contract.cups,
          energy: contract.type,
          street: contract.address.street,
          zipcode: contract.address.zipcode,
          city: contract.address.city,
          municipalityIne: contract.address.ine,
          provinceCode: contract.address.ine.slice(0, 2),
          refCatastral: contract.address.refCatastral,
          distributorId: distributorIds.get(contract.distributorCode)!,
        })),
      )
      .returning({ key: supplyPoints.cups, id: supplyPoints.id });
    const pointIds = new Map(points.map((point) => [point.key, point.id]));

    const inserted = await tx
      .insert(contracts)
      .values(
        customer.contracts.map((contract) => {
          const powers = contract.powersKw ?? [];
          return {
            userId,
            name: contract.name,
            type: contract.type,
            state: contract.state,
            signDate: contract.signDate,
            endDate: contract.endDate,
            amountDebt: contract.amountDebt,
            atrAvailable: contract.atrAvailable,
            noCessionSips: contract.noCessionSips,
            invoiceOnline: contract.invoiceOnline,
            ownerPartnerId: partner!.id,
            fiscalPartnerId: partner!.id,
            supplyPointId: pointIds.get(contract.cups)!,
            bankAccountId: bank!.id,
            notificationAddressId: address!.id,
            accessTariff: contract.accessTariff,
            pricelistName: contract.pricelist[0],
            pricelistCommercialName: contract.pricelist[1],
            dsoReference: `${contract.distributorCode}-${contract.name}`,
            powerP1: powers[0],
            powerP2: powers[1],
            powerP3: powers[2],
            powerP4: powers[3],
            powerP5: powers[4],
            powerP6: powers[5],
            gasPressureBar: contract.gas?.pressureBar,
            gasFlow: contract.gas?.flow,
            electronicNotification: contract.electronicNotification?.start !== undefined,
            dateStartElectronicNotification: contract.electronicNotification?.start,
            dateRequestElectronicNotification: contract.electronicNotification?.request,
          };
        }),
      )
      .returning({ key: contracts.name, id: contracts.id });
    const contractIds = new Map(inserted.map((row) => [row.key, row.id]));
    const idOf = (contract: DemoContract) => contractIds.get(contract.name)!;

    const services = customer.contracts.flatMap((contract) =>
      (contract.services ?? []).map((service) => ({
        contractId: idOf(contract),
        kind: service.kind,
        name: service.name,
        startDate: service.start,
        endDate: service.end,
      })),
    );
    if (services.length > 0) await tx.insert(contractServices).values(services);

    const options = customer.contracts.flatMap((contract) =>
      contract.tariffOptions ? [{ contractId: idOf(contract), ...contract.tariffOptions }] : [],
    );
    if (options.length > 0) await tx.insert(contractTariffOptions).values(options);

    const files = customer.contracts.flatMap((contract) =>
      (contract.attachments ?? []).map((attachment) => ({
        contractId: idOf(contract),
        categoryId: categoryIds.get(attachment.category)!,
        name: attachment.name,
        filename: attachment.filename,
        mimeType: 'application/pdf',
        sizeBytes: attachmentContent(customer, contract, attachment.name).length,
        storageKey: attachmentKey(contract.name, attachment.filename),
        createdAt: new Date(attachment.createdAt),
      })),
    );
    if (files.length > 0) await tx.insert(attachments).values(files);
  });
}

/**
 * The power changes waiting for a signature, each added unless its contract already has a power
 * request (a database seeded before change requests existed gets them too).
 */
async function seedPendingChanges(db: Database, userId: string, customer: DemoCustomer) {
  for (const contract of customer.contracts) {
    if (!contract.pendingPowerKw) continue;
    const [row] = await db
      .select({ id: contracts.id })
      .from(contracts)
      .where(and(eq(contracts.userId, userId), eq(contracts.name, contract.name)));
    if (!row) continue;
    const [existing] = await db
      .select({ id: contractChangeRequests.id })
      .from(contractChangeRequests)
      .where(
        and(
          eq(contractChangeRequests.contractId, row.id),
          eq(contractChangeRequests.kind, 'power'),
        ),
      );
    if (existing) continue;
    const powers: PowersKw = {};
    contract.pendingPowerKw.forEach((kw, index) => {
      const period = POWER_PERIODS[index];
      if (period) powers[period] = kw;
    });
    await db.insert(contractChangeRequests).values({
      contractId: row.id,
      userId,
      kind: 'power',
      payload: { phone: customer.notification.mobile, powers_kw: powers },
      state: 'waiting_for_signature',
    });
  }
}

/**
 * The demo battery entries, also into databases seeded before they existed; a share a contract
 * already has is left as the customer's changes left it.
 */
async function seedBatteryEntries(db: Database, userId: string, customer: DemoCustomer) {
  const entries = customer.contracts.flatMap((contract) =>
    (contract.batteries ?? []).map((battery) => ({ contract, battery })),
  );
  if (entries.length === 0) return;
  // Contracts share batteries: each battery is created once, by its code.
  const batteries = [
    ...new Map(entries.map(({ battery }) => [battery.code, battery.name])).entries(),
  ].map(([code, name]) => ({ code, name }));
  await db.insert(virtualBatteries).values(batteries).onConflictDoNothing();
  const batteryIds = await idsBy(
    db
      .select({ key: virtualBatteries.code, id: virtualBatteries.id })
      .from(virtualBatteries)
      .where(
        inArray(
          virtualBatteries.code,
          batteries.map((battery) => battery.code),
        ),
      ),
  );
  const contractIds = await idsBy(
    db
      .select({ key: contracts.name, id: contracts.id })
      .from(contracts)
      .where(
        and(
          eq(contracts.userId, userId),
          inArray(
            contracts.name,
            entries.map(({ contract }) => contract.name),
          ),
        ),
      ),
  );
  const rows = entries.flatMap(({ contract, battery }) => {
    const contractId = contractIds.get(contract.name);
    const batteryId = batteryIds.get(battery.code);
    if (contractId === undefined || batteryId === undefined) return [];
    return [
      {
        contractId,
        batteryId,
        pes: battery.pes,
        pesPercentatge: battery.percentage,
        totalDescompte: battery.totalDiscount,
        discountManagement: battery.management,
        startDate: battery.start,
        endDate: battery.end,
        isOrigin: battery.isOrigin,
      },
    ];
  });
  if (rows.length > 0) {
    await db.insert(contractVirtualBatteries).values(rows).onConflictDoNothing();
  }
}

/** The bytes of the demo attachments, written again if the file store lost them. */
async function storeAttachmentFiles(files: FileStore, customer: DemoCustomer) {
  for (const contract of customer.contracts) {
    for (const attachment of contract.attachments ?? []) {
      const key = attachmentKey(contract.name, attachment.filename);
      if (!(await files.has(key))) {
        await files.put(key, attachmentContent(customer, contract, attachment.name));
      }
    }
  }
}

/** The demo contracts of the household, the company and the customer without online access. */
export async function seedDemoContracts(
  db: Database,
  files: FileStore,
  userIds: { household: string; company: string; offline: string },
) {
  await seedReferenceData(db);
  for (const [userId, customer] of [
    [userIds.household, household],
    [userIds.company, company],
    [userIds.offline, offlineCustomer],
  ] as const) {
    await seedCustomerContracts(db, userId, customer);
    await seedPendingChanges(db, userId, customer);
    await seedBatteryEntries(db, userId, customer);
    await storeAttachmentFiles(files, customer);
  }
}

import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  batteryDiscountTypes,
  contractVirtualBatteries,
  contracts,
  virtualBatteries,
} from '../../db/schema';

/** The battery entries of a contract the caller has already found for its customer. */
export function listBatteryEntries(db: Database, contractId: number) {
  return db
    .select({
      id: contractVirtualBatteries.id,
      batteryId: virtualBatteries.id,
      batteryName: virtualBatteries.name,
      pes: contractVirtualBatteries.pes,
      pesPercentatge: contractVirtualBatteries.pesPercentatge,
      totalDescompte: contractVirtualBatteries.totalDescompte,
      discountManagement: contractVirtualBatteries.discountManagement,
      startDate: contractVirtualBatteries.startDate,
      endDate: contractVirtualBatteries.endDate,
      isOrigin: contractVirtualBatteries.isOrigin,
    })
    .from(contractVirtualBatteries)
    .innerJoin(virtualBatteries, eq(virtualBatteries.id, contractVirtualBatteries.batteryId))
    .where(eq(contractVirtualBatteries.contractId, contractId))
    .orderBy(asc(contractVirtualBatteries.startDate), asc(contractVirtualBatteries.id));
}

export function listDiscountTypes(db: Database) {
  return db
    .select({ name: batteryDiscountTypes.name, description: batteryDiscountTypes.description })
    .from(batteryDiscountTypes)
    .orderBy(asc(batteryDiscountTypes.name));
}

const entry = alias(contractVirtualBatteries, 'entry');

/**
 * The shares of the contract that holds battery entry `entryId`, one per battery it takes part in;
 * empty when the entry is not on one of the customer's contracts.
 */
export function listSharesBesideEntry(db: Database, userId: string, entryId: number) {
  return db
    .select({
      batteryId: contractVirtualBatteries.batteryId,
      percentage: contractVirtualBatteries.pesPercentatge,
    })
    .from(entry)
    .innerJoin(contracts, eq(contracts.id, entry.contractId))
    .innerJoin(contractVirtualBatteries, eq(contractVirtualBatteries.contractId, entry.contractId))
    .where(and(eq(entry.id, entryId), eq(contracts.userId, userId)))
    .orderBy(asc(contractVirtualBatteries.batteryId));
}

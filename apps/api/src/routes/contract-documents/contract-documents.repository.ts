import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  contractVirtualBatteries,
  contracts,
  supplyPoints,
  virtualBatteries,
} from '../../db/schema/contracts';
import { batteryEntryColumns } from '../../services/customer-contracts/battery-entries.repository';

/**
 * The battery entries among `entryIds` that are on the customer's contracts, with their contract's
 * name and supply point: an id of another customer finds nothing (ARCHITECTURE.md "API").
 */
export function listBatteryEntriesForExport(db: Database, userId: string, entryIds: number[]) {
  return db
    .select({
      ...batteryEntryColumns,
      contractName: contracts.name,
      cups: supplyPoints.cups,
      batteryCode: virtualBatteries.code,
    })
    .from(contractVirtualBatteries)
    .innerJoin(contracts, eq(contracts.id, contractVirtualBatteries.contractId))
    .innerJoin(supplyPoints, eq(supplyPoints.id, contracts.supplyPointId))
    .innerJoin(virtualBatteries, eq(virtualBatteries.id, contractVirtualBatteries.batteryId))
    .where(and(inArray(contractVirtualBatteries.id, entryIds), eq(contracts.userId, userId)));
}

export type BatteryExportRow = Awaited<ReturnType<typeof listBatteryEntriesForExport>>[number];

import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contractVirtualBatteries, virtualBatteries } from '../../db/schema/contracts';

/** A battery entry's columns, for a query that joins the entry to its battery. */
export const batteryEntryColumns = {
  id: contractVirtualBatteries.id,
  batteryName: virtualBatteries.name,
  pes: contractVirtualBatteries.pes,
  pesPercentatge: contractVirtualBatteries.pesPercentatge,
  totalDescompte: contractVirtualBatteries.totalDescompte,
  discountManagement: contractVirtualBatteries.discountManagement,
  startDate: contractVirtualBatteries.startDate,
  endDate: contractVirtualBatteries.endDate,
  isOrigin: contractVirtualBatteries.isOrigin,
};

/** Battery entries with their battery; the caller says which, of a contract already found. */
export function selectBatteryEntries(db: Database) {
  return db
    .select({ ...batteryEntryColumns, batteryId: virtualBatteries.id })
    .from(contractVirtualBatteries)
    .innerJoin(virtualBatteries, eq(virtualBatteries.id, contractVirtualBatteries.batteryId));
}

export type BatteryEntryRow = Awaited<ReturnType<typeof listBatteryEntries>>[number];

/** The battery entries of a contract the caller has already found for its customer. */
export function listBatteryEntries(db: Database, contractId: number) {
  return selectBatteryEntries(db)
    .where(eq(contractVirtualBatteries.contractId, contractId))
    .orderBy(asc(contractVirtualBatteries.startDate), asc(contractVirtualBatteries.id));
}

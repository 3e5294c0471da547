import { and, asc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/database';
import {
  batteryDiscountTypes,
  contractVirtualBatteries,
  contracts,
} from '../../db/schema/contracts';
import { selectBatteryEntries } from '../../services/customer-contracts/battery-entries.repository';

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

/*
 * The changes. Every battery change of a contract runs in one transaction that first locks the
 * contract's row (lockElectricityContract): two changes of the same contract take turns, so each
 * checks the ≤ 100 % rule against the shares the other left.
 */

/**
 * One of the customer's electricity contracts, locked until the transaction ends; undefined for a
 * name that is not theirs. NO KEY UPDATE: rows that merely reference the contract are not blocked.
 */
export async function lockElectricityContract(db: Database, userId: string, name: string) {
  const [row] = await db
    .select({ id: contracts.id, state: contracts.state })
    .from(contracts)
    .where(
      and(
        eq(contracts.userId, userId),
        eq(contracts.name, name),
        eq(contracts.type, 'electricity'),
      ),
    )
    .for('no key update');
  return row;
}

/** The battery shares of a contract, locked with it. */
export function lockContractShares(db: Database, contractId: number) {
  return db
    .select({
      id: contractVirtualBatteries.id,
      batteryId: contractVirtualBatteries.batteryId,
      pesPercentatge: contractVirtualBatteries.pesPercentatge,
      discountManagement: contractVirtualBatteries.discountManagement,
      startDate: contractVirtualBatteries.startDate,
      endDate: contractVirtualBatteries.endDate,
      isOrigin: contractVirtualBatteries.isOrigin,
    })
    .from(contractVirtualBatteries)
    .where(eq(contractVirtualBatteries.contractId, contractId))
    .orderBy(asc(contractVirtualBatteries.id))
    .for('update');
}

export type Share = Awaited<ReturnType<typeof lockContractShares>>[number];

/** Whether any of the customer's contracts takes part in the battery. */
export async function customerTakesPartIn(db: Database, userId: string, batteryId: number) {
  const [row] = await db
    .select({ id: contractVirtualBatteries.id })
    .from(contractVirtualBatteries)
    .innerJoin(contracts, eq(contracts.id, contractVirtualBatteries.contractId))
    .where(and(eq(contractVirtualBatteries.batteryId, batteryId), eq(contracts.userId, userId)))
    .limit(1);
  return row !== undefined;
}

export async function discountTypeExists(db: Database, name: string) {
  const [row] = await db
    .select({ name: batteryDiscountTypes.name })
    .from(batteryDiscountTypes)
    .where(eq(batteryDiscountTypes.name, name));
  return row !== undefined;
}

export async function updateShare(
  db: Database,
  entryId: number,
  values: { pesPercentatge?: number; discountManagement?: string },
) {
  await db
    .update(contractVirtualBatteries)
    .set(values)
    .where(eq(contractVirtualBatteries.id, entryId));
}

export async function insertShare(
  db: Database,
  values: typeof contractVirtualBatteries.$inferInsert,
) {
  await db.insert(contractVirtualBatteries).values(values);
}

/** A battery entry the caller has already found on the customer's contract. */
export async function findBatteryEntry(db: Database, entryId: number) {
  const [row] = await selectBatteryEntries(db).where(eq(contractVirtualBatteries.id, entryId));
  return row;
}

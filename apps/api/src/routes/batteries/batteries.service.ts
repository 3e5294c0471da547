import { isDateRangeValid } from '@portal/domain/format/dates';
import {
  BATTERY_PERCENTAGE_MAX,
  isBatteryActive,
  isBatteryLocked,
} from '@portal/domain/rules/battery';
import type { BatteryMoveBody } from '@portal/domain/schemas/batteries';
import type { Database } from '../../db/database';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import {
  getContractDetail,
  toVirtualBatteryEntry,
} from '../../services/customer-contracts/customer-contracts.service';
import * as repo from './batteries.repository';

/**
 * The virtual battery changes (spec 2 points 4 and 7, shapes in docs/decisions/005): a share's
 * percentage, a move of points between two shares of one contract, and the discount management.
 * `today` is the retailer's day (retailerDay), against which a share is active or not.
 */

/** Which share of whose contract a change is about. */
export type EntryRef = { userId: string; contractName: string; entryId: number; today: string };

const isActive = (share: repo.Share, today: string) =>
  isBatteryActive({ data_inici: share.startDate, data_final: share.endDate }, today);

/** Spec 2 point 4: a share outside its dates, or at 0 %, cannot be changed or moved. */
const isLocked = (share: repo.Share, today: string) =>
  !isActive(share, today) || isBatteryLocked({ pes_percentatge: share.pesPercentatge });

/** A share whose end date has passed no longer takes any of the contract's 100 %. */
const hasEnded = (share: repo.Share, today: string) =>
  share.endDate !== null && !isDateRangeValid(today, share.endDate);

/**
 * Locks the customer's contract and its shares and finds the entry among them: 404 for a contract
 * or an entry that is not theirs (or not of that contract), 409 for a contract that is not active.
 */
async function lockEntry(tx: Database, ref: EntryRef) {
  const contract = await repo.lockElectricityContract(tx, ref.userId, ref.contractName);
  if (!contract) throw new HttpError(404, 'not_found');
  const shares = await repo.lockContractShares(tx, contract.id);
  const entry = shares.find((share) => share.id === ref.entryId);
  if (!entry) throw new HttpError(404, 'not_found');
  if (contract.state !== 'activa') throw new HttpError(409, 'contract_not_active');
  return { contract, shares, entry };
}

async function entryAfterChange(tx: Database, entryId: number) {
  const row = await repo.findBatteryEntry(tx, entryId);
  if (!row) throw new Error(`battery entry ${entryId} vanished inside its transaction`);
  return toVirtualBatteryEntry(row);
}

/** Sets the entry's share; the contract's live shares must still add up to at most 100. */
export function changeBatteryPercentage(db: Database, ref: EntryRef, percentage: number) {
  return db.transaction(async (tx) => {
    const { shares, entry } = await lockEntry(tx, ref);
    if (isLocked(entry, ref.today)) throw new HttpError(409, 'battery_locked');
    const others = shares
      .filter((share) => share.id !== entry.id && !hasEnded(share, ref.today))
      .reduce((sum, share) => sum + share.pesPercentatge, 0);
    if (others + percentage > BATTERY_PERCENTAGE_MAX) {
      throw new FieldErrorsError({ pes_percentatge: ['battery_percentage_over_total'] });
    }
    await repo.updateShare(tx, entry.id, { pesPercentatge: percentage });
    return entryAfterChange(tx, entry.id);
  });
}

/**
 * Moves points from the entry to the same contract's share of another battery the customer takes
 * part in, creating that share (from today, with the entry's discount management) when the contract
 * has none. The contract's total does not change. A contract that fills an active battery itself
 * (its origin) has self-consumption, and its shares move only through customer service.
 */
export async function moveBatteryPoints(db: Database, ref: EntryRef, body: BatteryMoveBody) {
  await db.transaction(async (tx) => {
    const { contract, shares, entry } = await lockEntry(tx, ref);
    if (shares.some((share) => share.isOrigin && isActive(share, ref.today))) {
      throw new HttpError(409, 'battery_self_consumption');
    }
    if (isLocked(entry, ref.today)) throw new HttpError(409, 'battery_locked');
    const destinationId = body.bateria_desti;
    if (
      destinationId === entry.batteryId ||
      !(await repo.customerTakesPartIn(tx, ref.userId, destinationId))
    ) {
      throw new FieldErrorsError({ bateria_desti: ['invalid_value'] });
    }
    if (body.pes_percentatge > entry.pesPercentatge) {
      throw new FieldErrorsError({ pes_percentatge: ['battery_move_over_share'] });
    }
    const destination = shares.find((share) => share.batteryId === destinationId);
    if (destination && isLocked(destination, ref.today)) {
      throw new HttpError(409, 'battery_locked');
    }

    await repo.updateShare(tx, entry.id, {
      pesPercentatge: entry.pesPercentatge - body.pes_percentatge,
    });
    if (destination) {
      await repo.updateShare(tx, destination.id, {
        pesPercentatge: destination.pesPercentatge + body.pes_percentatge,
      });
    } else {
      await repo.insertShare(tx, {
        contractId: contract.id,
        batteryId: destinationId,
        pes: 0,
        pesPercentatge: body.pes_percentatge,
        discountManagement: entry.discountManagement,
        startDate: ref.today,
      });
    }
  });
  const detail = await getContractDetail(db, ref.userId, ref.contractName, 'electricity');
  // Asked for by type, the detail is the electricity one; the check narrows the union for the types.
  if (!('bateria_virtual' in detail)) throw new Error('electricity contract without batteries');
  return detail;
}

/** Sets how the entry's discounts are managed, to a type of GET contract/bateria/types. */
export function changeDiscountManagement(db: Database, ref: EntryRef, type: string) {
  return db.transaction(async (tx) => {
    const { entry } = await lockEntry(tx, ref);
    if (!isActive(entry, ref.today)) throw new HttpError(409, 'battery_locked');
    if (!(await repo.discountTypeExists(tx, type))) {
      throw new FieldErrorsError({ valor_descomptes: ['invalid_value'] });
    }
    await repo.updateShare(tx, entry.id, { discountManagement: type });
    return entryAfterChange(tx, entry.id);
  });
}

import {
  GAS_CONTRACTS_DEFAULT_LIMIT,
  type ContractListQuery,
  type ContractType,
} from '@portal/domain/schemas/contracts';
import type { Database } from '../../db/database';
import {
  toElectricityContract,
  toGasContract,
} from '../../services/customer-contracts/customer-contracts.service';
import * as repo from './contracts.repository';

/**
 * A page of the customer's contracts of one type, active first, in the spec's list shape: the
 * electricity list counts n_items, the gas list offset_items, page_items and total_items.
 */
export async function getContractList(
  db: Database,
  userId: string,
  query: ContractListQuery,
  electricityPageSize: number,
) {
  const type = query.type ?? 'electricity';
  const offset = query.offset ?? 0;
  const limit = query.limit ?? (type === 'gas' ? GAS_CONTRACTS_DEFAULT_LIMIT : electricityPageSize);
  const { rows, total } = await repo.listContracts(db, {
    userId,
    type,
    filter: query.filter || undefined,
    offset,
    limit,
  });
  if (type === 'electricity') {
    return { items: rows.map(toElectricityContract), offset, limit, n_items: total };
  }
  return {
    items: rows.map(toGasContract),
    offset,
    limit,
    offset_items: offset,
    page_items: rows.length,
    total_items: total,
  };
}

/** Contract id and name by type, for the contract selector. */
export async function getContractListInfo(db: Database, userId: string) {
  const rows = await repo.listContractNames(db, userId);
  const ofType = (type: ContractType) =>
    rows.filter((row) => row.type === type).map(({ id, name }) => ({ id, name }));
  return { result: { electricity: ofType('electricity'), gas: ofType('gas') } };
}

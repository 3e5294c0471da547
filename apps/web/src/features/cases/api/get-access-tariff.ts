import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { listContractsEndpoint } from '@portal/domain/endpoints/contracts';
import { CONTRACTS_MAX_LIMIT } from '@portal/domain/schemas/contracts';
import { ApiError, callEndpoint } from '@/lib/api-client';
import type { ContractChoice } from './get-contract-choices';
import { requestsQueryKey } from './requests-key';

/**
 * The access tariff of one of the customer's contracts (2.0TD, 3.0TD…), from GET contracts (v2)
 * filtered by its name: the list carries each contract's tariff, list-info does not. The filter
 * matches in part, so the contract is the item of exactly that name.
 */
export async function getAccessTariff(
  contract: ContractChoice,
  signal?: AbortSignal,
): Promise<string> {
  const list = await callEndpoint(listContractsEndpoint, {
    query: {
      filter: contract.name,
      limit: CONTRACTS_MAX_LIMIT,
      type: contract.type === 'gas' ? 'gas' : undefined,
    },
    signal,
  });
  const item = list.items.find((candidate) => candidate.name === contract.name);
  if (!item) throw new ApiError(404, 'not_found');
  return item.tariff.name;
}

/** The tariff of the chosen contract; nothing is asked while none is chosen. */
export const accessTariffQueryOptions = (contract: ContractChoice | undefined) =>
  queryOptions({
    queryKey: [...requestsQueryKey, 'tariff', contract?.type, contract?.name],
    queryFn: contract ? ({ signal }) => getAccessTariff(contract, signal) : skipToken,
  });

export function useAccessTariff(contract: ContractChoice | undefined) {
  return useQuery(accessTariffQueryOptions(contract));
}

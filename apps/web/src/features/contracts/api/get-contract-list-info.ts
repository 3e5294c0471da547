import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractListInfoEndpoint } from '@portal/domain/endpoints/contracts';
import type { ContractListInfo } from '@portal/domain/schemas/contracts';
import { callEndpoint } from '@/lib/api-client';
import { contractsQueryKey } from './get-contracts';

/** GET /contracts/list-info/ (v2): the names of all the customer's contracts, by type. */
export async function getContractListInfo(
  signal?: AbortSignal,
): Promise<ContractListInfo['result']> {
  return (await callEndpoint(contractListInfoEndpoint, { signal })).result;
}

export const contractListInfoQueryOptions = queryOptions({
  queryKey: [...contractsQueryKey, 'list-info'],
  queryFn: ({ signal }) => getContractListInfo(signal),
});

export function useContractListInfo() {
  return useQuery(contractListInfoQueryOptions);
}

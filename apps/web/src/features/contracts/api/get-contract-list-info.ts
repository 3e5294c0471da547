import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractListInfoSchema, type ContractListInfo } from '@portal/domain/schemas/contracts';
import { apiRequest } from '@/lib/api-client';
import { contractsQueryKey } from './get-contracts';

/** GET /contracts/list-info/ (v2): the names of all the customer's contracts, by type. */
export function getContractListInfo(signal?: AbortSignal): Promise<ContractListInfo['result']> {
  return apiRequest({
    path: '/contracts/list-info/',
    versions: [2],
    signal,
    parse: (data) => contractListInfoSchema.parse(data).result,
  });
}

export const contractListInfoQueryOptions = queryOptions({
  queryKey: [...contractsQueryKey, 'list-info'],
  queryFn: ({ signal }) => getContractListInfo(signal),
});

export function useContractListInfo() {
  return useQuery(contractListInfoQueryOptions);
}

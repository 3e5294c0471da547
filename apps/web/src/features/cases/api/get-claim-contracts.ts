import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractListInfoEndpoint } from '@portal/domain/endpoints/contracts';
import type { ContractListInfo } from '@portal/domain/schemas/contracts';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/** GET /contracts/list-info/ (v2): the names of the customer's contracts a claim can be about. */
export async function getClaimContracts(signal?: AbortSignal): Promise<ContractListInfo['result']> {
  return (await callEndpoint(contractListInfoEndpoint, { signal })).result;
}

export const claimContractsQueryOptions = queryOptions({
  queryKey: [...userScope, 'claims', 'contracts'],
  queryFn: ({ signal }) => getClaimContracts(signal),
});

/** The customer's contracts by type; not asked when the claim's contract is already known. */
export function useClaimContracts(enabled: boolean) {
  return useQuery({ ...claimContractsQueryOptions, enabled });
}

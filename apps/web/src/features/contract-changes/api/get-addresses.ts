import { queryOptions, useQuery } from '@tanstack/react-query';
import { listContractAddressesEndpoint } from '@portal/domain/endpoints/contract-changes';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/** GET contracts/{id}/addresses/ (v2): the addresses the customer can choose for this contract. */
export async function getContractAddresses(contractId: number, signal?: AbortSignal) {
  const { items } = await callEndpoint(listContractAddressesEndpoint, {
    params: { id: String(contractId) },
    signal,
  });
  return items;
}

export const contractAddressesQueryOptions = (contractId: number) =>
  queryOptions({
    queryKey: [...userScope, 'addresses', contractId],
    queryFn: ({ signal }) => getContractAddresses(contractId, signal),
  });

export function useContractAddresses(contractId: number, enabled: boolean) {
  return useQuery({ ...contractAddressesQueryOptions(contractId), enabled });
}

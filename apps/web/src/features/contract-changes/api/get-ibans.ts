import { queryOptions, useQuery } from '@tanstack/react-query';
import { listContractIbansEndpoint } from '@portal/domain/endpoints/contract-changes';
import type { IbanList } from '@portal/domain/schemas/contract-changes';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/** GET contracts/ibans/ (v2): the customer's bank accounts. */
export async function getIbans(signal?: AbortSignal): Promise<IbanList['items']> {
  return (await callEndpoint(listContractIbansEndpoint, { signal })).items;
}

export const ibansQueryOptions = queryOptions({
  queryKey: [...userScope, 'ibans'],
  queryFn: ({ signal }) => getIbans(signal),
});

export function useIbans(enabled: boolean) {
  return useQuery({ ...ibansQueryOptions, enabled });
}

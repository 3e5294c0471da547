import { queryOptions, useQuery } from '@tanstack/react-query';
import { notificationAddressSchema } from '@portal/domain/schemas/contracts';
import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

const addressListSchema = z.object({ items: z.array(notificationAddressSchema) });
export type AddressItem = z.infer<typeof notificationAddressSchema>;

/** GET contracts/{id}/addresses/ (v2): the addresses the customer can choose for this contract. */
export function getContractAddresses(contractId: number, signal?: AbortSignal) {
  return apiRequest({
    path: `/contracts/${contractId}/addresses/`,
    versions: [2],
    signal,
    parse: (data) => addressListSchema.parse(data).items,
  });
}

export const contractAddressesQueryOptions = (contractId: number) =>
  queryOptions({
    queryKey: [...userScope, 'addresses', contractId],
    queryFn: ({ signal }) => getContractAddresses(contractId, signal),
  });

export function useContractAddresses(contractId: number, enabled: boolean) {
  return useQuery({ ...contractAddressesQueryOptions(contractId), enabled });
}

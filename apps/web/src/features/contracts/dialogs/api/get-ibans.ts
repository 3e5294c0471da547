import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

import { ibanListSchema, type IbanList } from '@portal/domain/schemas/contract-changes';

/** GET contracts/ibans/ (v2): the customer's bank accounts. */
export function getIbans(signal?: AbortSignal): Promise<IbanList['items']> {
  return apiRequest({
    path: '/contracts/ibans/',
    versions: [2],
    signal,
    parse: (data) => ibanListSchema.parse(data).items,
  });
}

export const ibansQueryOptions = queryOptions({
  queryKey: [...userScope, 'ibans'],
  queryFn: ({ signal }) => getIbans(signal),
});

export function useIbans(enabled: boolean) {
  return useQuery({ ...ibansQueryOptions, enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { batteryTypesSchema } from '@portal/domain/schemas/contracts';
import { apiRequest } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/** GET contract/bateria/types (v2): the ways a battery's discounts can be managed. */
export const batteryTypesQueryOptions = queryOptions({
  queryKey: [...userScope, 'battery-types'],
  queryFn: ({ signal }) =>
    apiRequest({
      path: '/contract/bateria/types',
      versions: [2],
      signal,
      parse: (data) => batteryTypesSchema.parse(data),
    }),
  staleTime: Infinity,
});

export function useBatteryTypes(enabled: boolean) {
  return useQuery({ ...batteryTypesQueryOptions, enabled });
}

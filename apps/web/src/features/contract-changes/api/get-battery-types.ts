import { queryOptions, useQuery } from '@tanstack/react-query';
import { batteryTypesEndpoint } from '@portal/domain/endpoints/batteries';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/** GET contract/bateria/types (v2): the ways a battery's discounts can be managed. */
export const batteryTypesQueryOptions = queryOptions({
  queryKey: [...userScope, 'battery-types'],
  queryFn: ({ signal }) => callEndpoint(batteryTypesEndpoint, { signal }),
  staleTime: Infinity,
});

export function useBatteryTypes(enabled: boolean) {
  return useQuery({ ...batteryTypesQueryOptions, enabled });
}

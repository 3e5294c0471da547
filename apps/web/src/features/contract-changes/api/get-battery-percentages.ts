import { queryOptions, useQuery } from '@tanstack/react-query';
import { batteryPercentagesEndpoint } from '@portal/domain/endpoints/batteries';
import { callEndpoint } from '@/lib/api-client';
import { contractsQueryKey } from './contracts-key';

/** GET contract/bateria_virtual_percentages/{entryId} (v2): the contract's share of each battery. */
export const batteryPercentagesQueryOptions = (entryId: number) =>
  queryOptions({
    queryKey: [...contractsQueryKey, 'battery-percentages', entryId],
    queryFn: ({ signal }) =>
      callEndpoint(batteryPercentagesEndpoint, {
        params: { batteryId: String(entryId) },
        signal,
      }),
  });

export function useBatteryPercentages(entryId: number, enabled: boolean) {
  return useQuery({ ...batteryPercentagesQueryOptions(entryId), enabled });
}

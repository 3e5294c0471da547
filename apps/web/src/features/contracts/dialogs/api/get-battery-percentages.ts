import { queryOptions, useQuery } from '@tanstack/react-query';
import { batteryPercentagesSchema } from '@portal/domain/schemas/contracts';
import { apiRequest } from '@/lib/api-client';
import { contractsQueryKey } from './contracts-key';

/** GET contract/bateria_virtual_percentages/{entryId} (v2): the contract's share of each battery. */
export const batteryPercentagesQueryOptions = (entryId: number) =>
  queryOptions({
    queryKey: [...contractsQueryKey, 'battery-percentages', entryId],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/contract/bateria_virtual_percentages/${entryId}`,
        versions: [2],
        signal,
        parse: (data) => batteryPercentagesSchema.parse(data),
      }),
  });

export function useBatteryPercentages(entryId: number, enabled: boolean) {
  return useQuery({ ...batteryPercentagesQueryOptions(entryId), enabled });
}

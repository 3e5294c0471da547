import { useMutation } from '@tanstack/react-query';
import type { BatteryPercentageBody } from '@portal/domain/schemas/batteries';
import { virtualBatteryEntrySchema } from '@portal/domain/schemas/contracts';
import { apiRequest } from '@/lib/api-client';
import { useRefreshContracts } from './contracts-key';

/** PUT contract/{name}/change_bateria_pes_percentatge/{entryId} (v2): 409 battery_locked. */
export function putBatteryPercentage(
  contractName: string,
  entryId: number,
  body: BatteryPercentageBody,
) {
  return apiRequest({
    path: `/contract/${encodeURIComponent(contractName)}/change_bateria_pes_percentatge/${entryId}`,
    versions: [2],
    method: 'PUT',
    body,
    parse: (data) => virtualBatteryEntrySchema.parse(data),
  });
}

export function useBatteryPercentageChange(contractName: string, entryId: number) {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (body: BatteryPercentageBody) => putBatteryPercentage(contractName, entryId, body),
    onSuccess: refresh,
  });
}

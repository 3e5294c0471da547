import { useMutation } from '@tanstack/react-query';
import type { BatteryPercentageBody } from '@portal/domain/schemas/batteries';
import { batteryPercentageChangeEndpoint } from '@portal/domain/endpoints/batteries';
import { callEndpoint } from '@/lib/api-client';
import { useRefreshContracts } from './contracts-key';

/** PUT contract/{name}/change_bateria_pes_percentatge/{entryId} (v2): 409 battery_locked. */
export function putBatteryPercentage(
  contractName: string,
  entryId: number,
  body: BatteryPercentageBody,
) {
  return callEndpoint(batteryPercentageChangeEndpoint, {
    params: { name: contractName, entryId: String(entryId) },
    body,
  });
}

export function useBatteryPercentageChange(contractName: string, entryId: number) {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (body: BatteryPercentageBody) => putBatteryPercentage(contractName, entryId, body),
    onSuccess: refresh,
  });
}

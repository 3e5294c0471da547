import { useMutation } from '@tanstack/react-query';
import type { BatteryDiscountManagementBody } from '@portal/domain/schemas/batteries';
import { batteryDiscountChangeEndpoint } from '@portal/domain/endpoints/batteries';
import { callEndpoint } from '@/lib/api-client';
import { useRefreshContracts } from './contracts-key';

/** PUT contract/{name}/bateria/{entryId} (v2): how the battery's discounts are managed. */
export function putBatteryDiscount(
  contractName: string,
  entryId: number,
  body: BatteryDiscountManagementBody,
) {
  return callEndpoint(batteryDiscountChangeEndpoint, {
    params: { name: contractName, entryId: String(entryId) },
    body,
  });
}

export function useBatteryDiscountChange(contractName: string, entryId: number) {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (body: BatteryDiscountManagementBody) =>
      putBatteryDiscount(contractName, entryId, body),
    onSuccess: refresh,
  });
}

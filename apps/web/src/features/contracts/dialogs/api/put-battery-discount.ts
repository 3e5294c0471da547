import { useMutation } from '@tanstack/react-query';
import type { BatteryDiscountManagementBody } from '@portal/domain/schemas/batteries';
import { virtualBatteryEntrySchema } from '@portal/domain/schemas/contracts';
import { apiRequest } from '@/lib/api-client';
import { useRefreshContracts } from './contracts-key';

/** PUT contract/{name}/bateria/{entryId} (v2): how the battery's discounts are managed. */
export function putBatteryDiscount(
  contractName: string,
  entryId: number,
  body: BatteryDiscountManagementBody,
) {
  return apiRequest({
    path: `/contract/${encodeURIComponent(contractName)}/bateria/${entryId}`,
    versions: [2],
    method: 'PUT',
    body,
    parse: (data) => virtualBatteryEntrySchema.parse(data),
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

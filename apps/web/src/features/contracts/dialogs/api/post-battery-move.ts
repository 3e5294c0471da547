import { useMutation } from '@tanstack/react-query';
import type { BatteryMoveBody } from '@portal/domain/schemas/batteries';
import { electricityContractDetailSchema } from '@portal/domain/schemas/contracts';
import { apiRequest } from '@/lib/api-client';
import { useRefreshContracts } from './contracts-key';

/** POST contract/{name}/bateria_virtual_move_virtual_battery/{entryId} (v2): 409 on self-consumption. */
export function postBatteryMove(contractName: string, entryId: number, move: BatteryMoveBody) {
  return apiRequest({
    path: `/contract/${encodeURIComponent(contractName)}/bateria_virtual_move_virtual_battery/${entryId}`,
    versions: [2],
    method: 'POST',
    body: move,
    parse: (data) => electricityContractDetailSchema.parse(data),
  });
}

export function useBatteryMove(contractName: string, entryId: number) {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (move: BatteryMoveBody) => postBatteryMove(contractName, entryId, move),
    onSuccess: refresh,
  });
}

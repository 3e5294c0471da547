import { useMutation } from '@tanstack/react-query';
import type { BatteryMoveBody } from '@portal/domain/schemas/batteries';
import { batteryMoveEndpoint } from '@portal/domain/endpoints/batteries';
import { callEndpoint } from '@/lib/api-client';
import { useRefreshContracts } from './contracts-key';

/** POST contract/{name}/bateria_virtual_move_virtual_battery/{entryId} (v2): 409 on self-consumption. */
export function postBatteryMove(contractName: string, entryId: number, move: BatteryMoveBody) {
  return callEndpoint(batteryMoveEndpoint, {
    params: { name: contractName, entryId: String(entryId) },
    body: move,
  });
}

export function useBatteryMove(contractName: string, entryId: number) {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (move: BatteryMoveBody) => postBatteryMove(contractName, entryId, move),
    onSuccess: refresh,
  });
}

import { powerChangeEndpoint } from '@portal/domain/endpoints/contract-changes';
import { useMutation } from '@tanstack/react-query';
import type { PowerChangeBody } from '@portal/domain/schemas/contract-changes';
import { callEndpoint } from '@/lib/api-client';
import { useRefreshContracts } from './contracts-key';

/** POST contracts/{name}/power/ (v2): powers in watts; 406 when a power change is under way. */
export function postPowerChange(contractName: string, body: PowerChangeBody) {
  return callEndpoint(powerChangeEndpoint, { params: { name: contractName }, body });
}

export function usePowerChange(contractName: string) {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (body: PowerChangeBody) => postPowerChange(contractName, body),
    onSuccess: refresh,
  });
}

import { useMutation } from '@tanstack/react-query';
import type { PowerChangeBody } from '@portal/domain/schemas/contract-changes';
import { apiRequest } from '@/lib/api-client';
import { parseChangeAnswer, useRefreshContracts } from './contracts-key';

/** POST contracts/{name}/power/ (v2): powers in watts; 406 when a power change is under way. */
export function postPowerChange(contractName: string, body: PowerChangeBody) {
  return apiRequest({
    path: `/contracts/${encodeURIComponent(contractName)}/power/`,
    versions: [2],
    method: 'POST',
    body,
    parse: parseChangeAnswer,
  });
}

export function usePowerChange(contractName: string) {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (body: PowerChangeBody) => postPowerChange(contractName, body),
    onSuccess: refresh,
  });
}

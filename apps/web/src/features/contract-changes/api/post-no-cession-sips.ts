import { noCessionSipsEndpoint } from '@portal/domain/endpoints/contract-changes';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '@/lib/api-client';
import { useRefreshContracts } from './contracts-key';

/** POST contracts/{name}/no_cession_sips/ (v2): 400 errors under noCessionSelection. */
export function postNoCessionSips(contractName: string) {
  return callEndpoint(noCessionSipsEndpoint, {
    params: { name: contractName },
    body: { noCessionSelection: true },
  });
}

export function useNoCessionSips(contractName: string) {
  const refresh = useRefreshContracts();
  return useMutation({ mutationFn: () => postNoCessionSips(contractName), onSuccess: refresh });
}

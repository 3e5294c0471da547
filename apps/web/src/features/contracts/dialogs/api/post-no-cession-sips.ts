import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { parseChangeAnswer, useRefreshContracts } from './contracts-key';

/** POST contracts/{name}/no_cession_sips/ (v2): 400 errors under noCessionSelection. */
export function postNoCessionSips(contractName: string) {
  return apiRequest({
    path: `/contracts/${encodeURIComponent(contractName)}/no_cession_sips/`,
    versions: [2],
    method: 'POST',
    body: { noCessionSelection: true },
    parse: parseChangeAnswer,
  });
}

export function useNoCessionSips(contractName: string) {
  const refresh = useRefreshContracts();
  return useMutation({ mutationFn: () => postNoCessionSips(contractName), onSuccess: refresh });
}

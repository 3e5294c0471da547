import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IbanChangeBody } from '@portal/domain/schemas/contract-changes';
import { apiRequest } from '@/lib/api-client';
import { parseChangeAnswer, useRefreshContracts } from './contracts-key';
import { ibansQueryOptions } from './get-ibans';

/** POST contracts/{name}/iban/ (electricity) or contracts/{id}/iban/ (gas), v2. */
export function postIbanChange(contractKey: string, body: IbanChangeBody) {
  return apiRequest({
    path: `/contracts/${encodeURIComponent(contractKey)}/iban/`,
    versions: [2],
    method: 'POST',
    body,
    parse: parseChangeAnswer,
  });
}

/** On success the account list and the contracts are refreshed (spec 2 point 4). */
export function useIbanChange(contractKey: string) {
  const refresh = useRefreshContracts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: IbanChangeBody) => postIbanChange(contractKey, body),
    onSuccess: async () => {
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: ibansQueryOptions.queryKey }),
      ]);
    },
  });
}

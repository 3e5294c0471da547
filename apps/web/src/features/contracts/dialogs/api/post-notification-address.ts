import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationAddressBody } from '@portal/domain/schemas/contract-changes';
import { apiRequest } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';
import { parseChangeAnswer, useRefreshContracts } from './contracts-key';

/** POST contracts/{name}/notification/ (v2): an existing address by id, or a new one. */
export function postNotificationAddress(contractName: string, body: NotificationAddressBody) {
  return apiRequest({
    path: `/contracts/${encodeURIComponent(contractName)}/notification/`,
    versions: [2],
    method: 'POST',
    body,
    parse: parseChangeAnswer,
  });
}

export function useNotificationAddressChange(contractName: string) {
  const refresh = useRefreshContracts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationAddressBody) => postNotificationAddress(contractName, body),
    onSuccess: async () => {
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: [...userScope, 'addresses'] }),
      ]);
    },
  });
}

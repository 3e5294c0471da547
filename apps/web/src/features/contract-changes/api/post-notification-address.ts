import { notificationAddressEndpoint } from '@portal/domain/endpoints/contract-changes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationAddressBody } from '@portal/domain/schemas/contract-changes';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';
import { useRefreshContracts } from './contracts-key';

/** POST contracts/{name}/notification/ (v2): an existing address by id, or a new one. */
export function postNotificationAddress(contractName: string, body: NotificationAddressBody) {
  return callEndpoint(notificationAddressEndpoint, { params: { name: contractName }, body });
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

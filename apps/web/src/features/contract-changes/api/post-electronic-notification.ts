import { electronicNotificationEndpoint } from '@portal/domain/endpoints/contract-changes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContactDetailsBody } from '@portal/domain/schemas/contract-changes';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';
import { useRefreshContracts } from './contracts-key';
import { putUserContact } from './put-user-contact';

/** POST contracts/{name}/electronic_notification/ (v2): sets the contract's request date. */
export function postElectronicNotification(contractName: string) {
  return callEndpoint(electronicNotificationEndpoint, { params: { name: contractName }, body: {} });
}

/** Spec 2 point 7: the contact details are saved first (PUT users/), then the request is made. */
export function useElectronicNotificationRequest(contractName: string) {
  const refresh = useRefreshContracts();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (contact: ContactDetailsBody) => {
      await putUserContact(contact);
      return postElectronicNotification(contractName);
    },
    onSuccess: async () => {
      await Promise.all([
        refresh(),
        queryClient.invalidateQueries({ queryKey: [...userScope, 'profile'] }),
      ]);
    },
  });
}

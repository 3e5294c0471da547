import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { useRefreshContracts } from './contracts-key';

export type ContactField = 'email' | 'phone';

/** PUT contracts/{name}/notification/{email|phone}/ (v2): 400 field errors under the field's name. */
export function putNotificationField(contractName: string, field: ContactField, value: string) {
  return apiRequest({
    path: `/contracts/${encodeURIComponent(contractName)}/notification/${field}/`,
    versions: [2],
    method: 'PUT',
    body: field === 'email' ? { email: value } : { phone: value },
  });
}

export function useNotificationFieldChange(contractName: string, field: ContactField) {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (value: string) => putNotificationField(contractName, field, value),
    onSuccess: refresh,
  });
}

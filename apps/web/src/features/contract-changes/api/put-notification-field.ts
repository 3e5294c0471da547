import { useMutation } from '@tanstack/react-query';
import {
  notificationEmailEndpoint,
  notificationPhoneEndpoint,
} from '@portal/domain/endpoints/contract-changes';
import { callEndpoint } from '@/lib/api-client';
import { useRefreshContracts } from './contracts-key';

export type ContactField = 'email' | 'phone';

/** PUT contracts/{name}/notification/{email|phone}/ (v2): 400 field errors under the field's name. */
export function putNotificationField(contractName: string, field: ContactField, value: string) {
  const params = { name: contractName };
  return field === 'email'
    ? callEndpoint(notificationEmailEndpoint, { params, body: { email: value } })
    : callEndpoint(notificationPhoneEndpoint, { params, body: { phone: value } });
}

export function useNotificationFieldChange(contractName: string, field: ContactField) {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (value: string) => putNotificationField(contractName, field, value),
    onSuccess: refresh,
  });
}

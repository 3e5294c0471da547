import { useMutation, useQueryClient } from '@tanstack/react-query';
import { revokeApiTokenEndpoint } from '@portal/domain/endpoints/backoffice-staff';
import { callStaff } from '../utils/call-staff';
import { apiTokensQueryKey } from './backoffice-key';

/** DELETE backoffice/api_tokens/{id} (v1): the token stops working at once. */
export function revokeApiToken(id: string) {
  return callStaff(revokeApiTokenEndpoint, { params: { id } });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}

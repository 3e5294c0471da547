import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOmipAlertEndpoint } from '@portal/domain/endpoints/omip';
import { callEndpoint } from '@/lib/api-client';
import { omipAlertsQueryOptions } from './get-omip-alerts';

/** POST omip/delete/alerts/: deletes one of the customer's alerts. */
export function deleteOmipAlert(id: number): Promise<void> {
  return callEndpoint(deleteOmipAlertEndpoint, { body: { id } });
}

export function useDeleteOmipAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOmipAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: omipAlertsQueryOptions.queryKey }),
  });
}

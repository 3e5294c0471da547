import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createOmipAlertEndpoint } from '@portal/domain/endpoints/omip';
import type { OmipAlertBody } from '@portal/domain/schemas/omip';
import { callEndpoint } from '@/lib/api-client';
import { omipAlertsQueryOptions } from './get-omip-alerts';

/** POST omip/alerts/: answers the new alert's id. */
export async function createOmipAlert(body: OmipAlertBody): Promise<number> {
  return (await callEndpoint(createOmipAlertEndpoint, { body })).id;
}

export function useCreateOmipAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOmipAlert,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: omipAlertsQueryOptions.queryKey }),
  });
}

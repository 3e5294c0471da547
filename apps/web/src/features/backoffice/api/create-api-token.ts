import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createApiTokenEndpoint } from '@portal/domain/endpoints/backoffice-staff';
import type { apiTokenBodySchema } from '@portal/domain/schemas/staff';
import type * as z from 'zod/mini';
import { callStaff } from '../utils/call-staff';
import { apiTokensQueryKey } from './backoffice-key';

export type ApiTokenBody = z.input<typeof apiTokenBodySchema>;

/** POST backoffice/api_tokens (v1): a new token; this answer is the only one that holds it. */
export function createApiToken(body: ApiTokenBody) {
  return callStaff(createApiTokenEndpoint, { body });
}

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiTokensQueryKey }),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createDynamicElementEndpoint,
  updateDynamicElementEndpoint,
} from '@portal/domain/endpoints/dynamic-content-backoffice';
import type { BodyInput } from '@portal/domain/endpoints/endpoint';
import { callStaff } from '../utils/call-staff';
import { dynamicContentQueryKey } from './content-key';

/**
 * POST backoffice/html_elements (v1) for a new block of a page or a group, PUT
 * backoffice/html_elements/{id} (v1) for the one of `id`: the block form sends either.
 */
export function useSaveHtmlElement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
    }: {
      id: number | null;
      body: BodyInput<typeof createDynamicElementEndpoint>;
    }) => {
      if (id === null) await callStaff(createDynamicElementEndpoint, { body });
      else await callStaff(updateDynamicElementEndpoint, { params: { id: String(id) }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dynamicContentQueryKey }),
  });
}

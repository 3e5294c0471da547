import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createDynamicPageEndpoint,
  updateDynamicPageEndpoint,
} from '@portal/domain/endpoints/dynamic-content-backoffice';
import type { DynamicPageBody } from '@portal/domain/schemas/backoffice-content';
import { callStaff } from '../utils/call-staff';
import { dynamicContentQueryKey } from './content-key';

/**
 * POST backoffice/dynamic_pages (v1) for a new page, PUT backoffice/dynamic_pages/{id} (v1) for
 * the one of `id`: the page form sends either.
 */
export function useSaveDynamicPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: DynamicPageBody }) => {
      if (id === null) await callStaff(createDynamicPageEndpoint, { body });
      else await callStaff(updateDynamicPageEndpoint, { params: { id: String(id) }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dynamicContentQueryKey }),
  });
}

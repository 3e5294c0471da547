import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDynamicPageEndpoint } from '@portal/domain/endpoints/dynamic-content-backoffice';
import { callStaff } from '../utils/call-staff';
import { dynamicContentQueryKey } from './content-key';

/** DELETE backoffice/dynamic_pages/{id} (v1): the page and its blocks. */
export function useDeleteDynamicPage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callStaff(deleteDynamicPageEndpoint, { params: { id: String(id) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dynamicContentQueryKey }),
  });
}

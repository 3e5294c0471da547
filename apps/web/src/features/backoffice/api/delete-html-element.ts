import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteDynamicElementEndpoint } from '@portal/domain/endpoints/dynamic-content-backoffice';
import { callStaff } from '../utils/call-staff';
import { dynamicContentQueryKey } from './content-key';

/** DELETE backoffice/html_elements/{id} (v1). */
export function useDeleteHtmlElement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      callStaff(deleteDynamicElementEndpoint, { params: { id: String(id) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: dynamicContentQueryKey }),
  });
}

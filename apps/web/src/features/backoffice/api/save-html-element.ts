import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createDynamicElementEndpoint } from '@portal/domain/endpoints/dynamic-content';
import type { BodyInput } from '@portal/domain/endpoints/endpoint';
import { callStaff } from '../utils/call-staff';
import { dynamicContentQueryKey } from './content-key';

/** POST backoffice/html_elements (v1): adds a block to a page or a group. */
export function useCreateHtmlElement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyInput<typeof createDynamicElementEndpoint>) =>
      callStaff(createDynamicElementEndpoint, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dynamicContentQueryKey }),
  });
}

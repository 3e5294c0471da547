import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteBannerEndpoint } from '@portal/domain/endpoints/dynamic-content-backoffice';
import { callStaff } from '../utils/call-staff';
import { bannersQueryKey } from './content-key';

/** DELETE backoffice/banners/{code} (v1). */
export function useDeleteBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => callStaff(deleteBannerEndpoint, { params: { code } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: bannersQueryKey }),
  });
}

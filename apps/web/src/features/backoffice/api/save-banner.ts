import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createBannerEndpoint,
  updateBannerEndpoint,
} from '@portal/domain/endpoints/dynamic-content-backoffice';
import type { BannerBody } from '@portal/domain/schemas/backoffice-content';
import { callStaff } from '../utils/call-staff';
import { bannersQueryKey } from './content-key';

/**
 * POST backoffice/banners (v1) for a new banner, PUT backoffice/banners/{code} (v1) for the one
 * of `code`: the banner form sends either.
 */
export function useSaveBanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ code, body }: { code: string | null; body: BannerBody }) =>
      code === null
        ? callStaff(createBannerEndpoint, { body })
        : callStaff(updateBannerEndpoint, { params: { code }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: bannersQueryKey }),
  });
}

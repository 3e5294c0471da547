import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createCouponEndpoint,
  updateCouponEndpoint,
} from '@portal/domain/endpoints/coupons-backoffice';
import type { CouponBody } from '@portal/domain/schemas/backoffice-content';
import { callStaff } from '../utils/call-staff';
import { couponsQueryKey } from './content-key';

/**
 * POST backoffice/coupons (v1) for a new coupon, PUT backoffice/coupons/{id} (v1) for the one of
 * `id`: the coupon form sends either.
 */
export function useSaveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: CouponBody }) => {
      if (id === null) await callStaff(createCouponEndpoint, { body });
      else await callStaff(updateCouponEndpoint, { params: { id: String(id) }, body });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}

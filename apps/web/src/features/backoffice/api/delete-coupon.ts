import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteCouponEndpoint } from '@portal/domain/endpoints/coupons-backoffice';
import { callStaff } from '../utils/call-staff';
import { couponsQueryKey } from './content-key';

/** DELETE backoffice/coupons/{id} (v1). */
export function useDeleteCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callStaff(deleteCouponEndpoint, { params: { id: String(id) } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: couponsQueryKey }),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBackofficeCouponsEndpoint } from '@portal/domain/endpoints/coupons-backoffice';
import { callStaff } from '../utils/call-staff';
import { couponsQueryKey } from './content-key';

/** GET backoffice/coupons (v1): every coupon, active or not, in each language. */
export const backofficeCouponsQueryOptions = () =>
  queryOptions({
    queryKey: couponsQueryKey,
    queryFn: ({ signal }) => callStaff(listBackofficeCouponsEndpoint, { signal }),
  });

export const useBackofficeCoupons = () => useQuery(backofficeCouponsQueryOptions());

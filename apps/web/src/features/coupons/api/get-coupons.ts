import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { couponSchema, type Coupon } from '@portal/domain/schemas/settings';
import { apiRequest } from '@/lib/api-client';
import type { Lang } from '@/lib/i18n';
import { userScope } from '@/lib/query-client';

/** GET /user/coupons?lang= : the signed-in customer's coupons in a language (spec 1 point 7). */
export function getCoupons(lang: Lang, signal?: AbortSignal): Promise<Coupon[]> {
  return apiRequest({
    path: '/user/coupons',
    query: { lang },
    signal,
    parse: (data) => z.array(couponSchema).parse(data),
  });
}

export const couponsQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: [...userScope, 'coupons', lang],
    queryFn: ({ signal }) => getCoupons(lang, signal),
    staleTime: 10 * 60_000,
  });

export function useCoupons(lang: Lang, enabled: boolean) {
  return useQuery({ ...couponsQueryOptions(lang), enabled });
}

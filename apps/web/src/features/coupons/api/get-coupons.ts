import { queryOptions } from '@tanstack/react-query';
import { getCouponsEndpoint } from '@portal/domain/endpoints/coupons';
import type { Coupon } from '@portal/domain/schemas/settings';
import { callEndpoint } from '@/lib/api-client';
import type { Lang } from '@/lib/i18n';
import { userScope } from '@/lib/query-client';

/** GET /user/coupons?lang= : the signed-in customer's coupons in a language (spec 1 point 7). */
export function getCoupons(lang: Lang, signal?: AbortSignal): Promise<Coupon[]> {
  return callEndpoint(getCouponsEndpoint, { query: { lang }, signal });
}

export const couponsQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: [...userScope, 'coupons', lang],
    queryFn: ({ signal }) => getCoupons(lang, signal),
    staleTime: 10 * 60_000,
  });

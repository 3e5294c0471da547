import { queryOptions } from '@tanstack/react-query';
import { paymentPlatformsEndpoint } from '@portal/domain/endpoints/payment';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/** GET payment_platforms_available (v2): the platforms the retailer takes card payments with. */
export async function getPaymentPlatforms(signal?: AbortSignal): Promise<string[]> {
  return (await callEndpoint(paymentPlatformsEndpoint, { signal })).platforms;
}

export const paymentPlatformsQueryOptions = queryOptions({
  queryKey: [...userScope, 'payment', 'platforms'],
  queryFn: ({ signal }) => getPaymentPlatforms(signal),
});

import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';
import * as z from 'zod/mini';

// Read loosely: a platform this web does not know is the flow's error state, not a broken answer.
const platformsAvailableSchema = z.object({ platforms: z.array(z.string()) });

/** GET payment_platforms_available (v2): the platforms the retailer takes card payments with. */
export function getPaymentPlatforms(signal?: AbortSignal): Promise<string[]> {
  return apiRequest({
    path: '/payment_platforms_available',
    versions: [2],
    signal,
    parse: (data) => platformsAvailableSchema.parse(data).platforms,
  });
}

export const paymentPlatformsQueryOptions = queryOptions({
  queryKey: [...userScope, 'payment', 'platforms'],
  queryFn: ({ signal }) => getPaymentPlatforms(signal),
});

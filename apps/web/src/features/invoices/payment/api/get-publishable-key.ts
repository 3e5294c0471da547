import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';
import { publishableKeySchema } from '@portal/domain/schemas/payment';

/** GET publishable_key/{platform} (v2); 404 unsupported_payment_platform for an unknown one. */
export function getPublishableKey(platform: string, signal?: AbortSignal): Promise<string> {
  return apiRequest({
    path: `/publishable_key/${encodeURIComponent(platform)}`,
    versions: [2],
    signal,
    parse: (data) => publishableKeySchema.parse(data).publishable_key,
  });
}

export const publishableKeyQueryOptions = (platform: string) =>
  queryOptions({
    queryKey: [...userScope, 'payment', 'publishable-key', platform],
    queryFn: ({ signal }) => getPublishableKey(platform, signal),
  });

import { queryOptions } from '@tanstack/react-query';
import { publishableKeyEndpoint } from '@portal/domain/endpoints/payment';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/** GET publishable_key/{platform} (v2); 404 unsupported_payment_platform for an unknown one. */
export async function getPublishableKey(platform: string, signal?: AbortSignal): Promise<string> {
  return (await callEndpoint(publishableKeyEndpoint, { params: { platform }, signal }))
    .publishable_key;
}

export const publishableKeyQueryOptions = (platform: string) =>
  queryOptions({
    queryKey: [...userScope, 'payment', 'publishable-key', platform],
    queryFn: ({ signal }) => getPublishableKey(platform, signal),
  });

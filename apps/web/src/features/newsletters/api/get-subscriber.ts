import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSubscriberEndpoint } from '@portal/domain/endpoints/newsletters';
import { OWN_SUBSCRIBER, type Subscriber } from '@portal/domain/schemas/newsletters';
import { callEndpoint } from '@/lib/api-client';

/** GET subscribers/me?params=…: the subscriber the link's token names (decision 022). */
export function getSubscriber(token: string, signal?: AbortSignal): Promise<Subscriber> {
  return callEndpoint(getSubscriberEndpoint, {
    params: { subscriber_id: OWN_SUBSCRIBER },
    query: { params: token },
    signal,
  });
}

export const subscriberQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['newsletters', 'subscriber', token],
    queryFn: ({ signal }) => getSubscriber(token, signal),
  });

export function useSubscriber(token: string | null) {
  return useQuery({ ...subscriberQueryOptions(token ?? ''), enabled: token !== null });
}

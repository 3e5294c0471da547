import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setSubscriberEmailsEndpoint } from '@portal/domain/endpoints/newsletters';
import type { Subscriber } from '@portal/domain/schemas/newsletters';
import { callEndpoint } from '@/lib/api-client';
import { subscriberQueryOptions } from './get-subscriber';

/** POST subscriber/set_mails?params=…: the subscriber's addresses, replaced whole. */
export function setSubscriberEmails(input: {
  token: string;
  subscriberId: number;
  emails: string[];
}): Promise<Subscriber> {
  return callEndpoint(setSubscriberEmailsEndpoint, {
    query: { params: input.token },
    body: { subscriberId: input.subscriberId, emails: input.emails },
  });
}

export function useSetSubscriberEmails(token: string, subscriberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: string[]) => setSubscriberEmails({ token, subscriberId, emails }),
    onSuccess: (subscriber) =>
      queryClient.setQueryData(subscriberQueryOptions(token).queryKey, subscriber),
  });
}

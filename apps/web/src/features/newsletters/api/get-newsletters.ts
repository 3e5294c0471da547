import { queryOptions, useQuery } from '@tanstack/react-query';
import { getNewslettersEndpoint } from '@portal/domain/endpoints/newsletters';
import type { NewsletterAnswer } from '@portal/domain/schemas/newsletters';
import { callEndpoint } from '@/lib/api-client';

/** A newsletter as the page reads it (spec 3 point 3, "mapped to"). */
export interface Newsletter {
  id: number;
  name: string;
  subscribed: boolean;
  subscriberId: number;
  newsletterExported: boolean;
  newsletterDescription: string;
}

export const toNewsletter = (answer: NewsletterAnswer): Newsletter => ({
  id: answer.newsletter_id,
  name: answer.name,
  subscribed: answer.subscribed,
  subscriberId: answer.subscriptor_id,
  newsletterExported: answer.exported,
  newsletterDescription: answer.newsletter_description,
});

/** GET newsletters/{subscriber}?params=…: every newsletter, in the page's language. */
export async function getNewsletters(
  token: string,
  subscriberId: number,
  signal?: AbortSignal,
): Promise<Newsletter[]> {
  const list = await callEndpoint(getNewslettersEndpoint, {
    params: { subscriptor_id_or_email: String(subscriberId) },
    query: { params: token },
    signal,
  });
  return list.map(toNewsletter);
}

export const newslettersQueryOptions = (token: string, subscriberId: number) =>
  queryOptions({
    queryKey: ['newsletters', 'list', token, subscriberId],
    queryFn: ({ signal }) => getNewsletters(token, subscriberId, signal),
  });

export function useNewsletters(token: string, subscriberId: number | undefined) {
  return useQuery({
    ...newslettersQueryOptions(token, subscriberId ?? 0),
    enabled: subscriberId !== undefined,
  });
}

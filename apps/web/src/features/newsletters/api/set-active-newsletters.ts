import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setActiveNewslettersEndpoint } from '@portal/domain/endpoints/newsletters';
import { callEndpoint } from '@/lib/api-client';
import { newslettersQueryOptions, toNewsletter, type Newsletter } from './get-newsletters';

/** The save's outcome: the list (with the exported ones it kept), or the subscriber removed. */
export type SaveNewslettersResult =
  { removed: true } | { removed: false; newsletters: Newsletter[]; kept: Newsletter[] };

/** POST subscriber/set_active_newsletters?params=…: the newsletters chosen, all others off. */
export async function setActiveNewsletters(input: {
  token: string;
  subscriberId: number;
  selected: readonly number[];
}): Promise<SaveNewslettersResult> {
  const answer = await callEndpoint(setActiveNewslettersEndpoint, {
    query: { params: input.token },
    body: { subscriptor_or_email: input.subscriberId, selected_newsletters: [...input.selected] },
  });
  if (answer === 'removed') return { removed: true };
  return {
    removed: false,
    newsletters: answer.map(toNewsletter),
    kept: answer.filter((newsletter) => newsletter.kept).map(toNewsletter),
  };
}

export function useSetActiveNewsletters(token: string, subscriberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (selected: readonly number[]) =>
      setActiveNewsletters({ token, subscriberId, selected }),
    onSuccess: (result) => {
      const { queryKey } = newslettersQueryOptions(token, subscriberId);
      if (result.removed) queryClient.removeQueries({ queryKey });
      else queryClient.setQueryData(queryKey, result.newsletters);
    },
  });
}

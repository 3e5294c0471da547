import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';

const validSchema = z.object({ valid: z.literal(true) });

/** GET /user/reset/{token}: 200 while the link is usable, 400 reset_token_invalid otherwise. */
export async function checkResetToken(token: string, signal?: AbortSignal): Promise<true> {
  const { valid } = await apiRequest({
    path: `/user/reset/${encodeURIComponent(token)}`,
    auth: false,
    signal,
    parse: (data) => validSchema.parse(data),
  });
  return valid;
}

export const resetTokenQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['passwordReset', token],
    queryFn: ({ signal }) => checkResetToken(token, signal),
    // Checked once per visit: the answer changes only when the link is used, here.
    staleTime: Infinity,
  });

export function useResetToken(token: string) {
  return useQuery(resetTokenQueryOptions(token));
}

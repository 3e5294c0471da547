import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfileEndpoint, getProfileV1Endpoint } from '@portal/domain/endpoints/profile';
import { callEndpoint, withVersionFallback } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/** What a signed-in customer's profile tells the person step (spec 3 point 6). */
export interface HolderProfile {
  name: string;
  vat: string | null;
  email: string | null;
  mobile: string | null;
  language: string | null;
}

/** GET /users/, version 2 (with the tax id and language) falling back to 1. */
export function getHolderProfile(signal?: AbortSignal): Promise<HolderProfile> {
  return withVersionFallback<HolderProfile>(
    async () => (await callEndpoint(getProfileEndpoint, { signal })).profile,
    async () => {
      const v1 = await callEndpoint(getProfileV1Endpoint, { signal });
      return { name: v1.name, vat: null, email: v1.email, mobile: v1.mobile, language: null };
    },
  );
}

/** The signed-in customer's profile; nothing is asked for a visitor. Dropped on sign-out (userScope). */
export function useHolderProfile(enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: [...userScope, 'contracting-holder'],
      queryFn: ({ signal }) => getHolderProfile(signal),
    }),
    enabled,
    retry: false,
  });
}

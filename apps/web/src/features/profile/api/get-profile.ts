import { queryOptions, useQuery } from '@tanstack/react-query';
import { getProfileEndpoint, getProfileV1Endpoint } from '@portal/domain/endpoints/profile';
import { callEndpoint, withVersionFallback } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/** The profile in one shape whichever version answered (spec 1 point 3, "Profile"). */
export interface Profile {
  name: string;
  /** Only version 2 has the tax id: undefined when the server does not know it at all. */
  vat: string | null | undefined;
  email: string | null;
  mobile: string | null;
  newsletterUrl: string | null;
}

/** GET /users/, version 2 with fallback to 1. */
export function getProfile(signal?: AbortSignal): Promise<Profile> {
  return withVersionFallback<Profile>(
    async () => {
      const { profile, newsletter_url } = await callEndpoint(getProfileEndpoint, { signal });
      return { ...profile, newsletterUrl: newsletter_url };
    },
    async () => {
      const v1 = await callEndpoint(getProfileV1Endpoint, { signal });
      return {
        name: v1.name,
        vat: undefined,
        email: v1.email,
        mobile: v1.mobile,
        newsletterUrl: v1.newsletter_url,
      };
    },
  );
}

export const profileQueryOptions = queryOptions({
  queryKey: [...userScope, 'profile'],
  queryFn: ({ signal }) => getProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}

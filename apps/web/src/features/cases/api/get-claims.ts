import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { listCasesEndpoint } from '@portal/domain/endpoints/cases';
import type { CaseList } from '@portal/domain/schemas/cases';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/**
 * Claims are cases as requests are, and show in the request list too (decision 017): every list of
 * the customer's cases sits under the requests' key, so a new claim or request refreshes them all.
 */
export const casesQueryKey = [...userScope, 'requests'] as const;

/** GET crm/cases/?kind=claim (v2): the customer's latest `limit` claims, latest activity first. */
export function getClaims(limit: number, signal?: AbortSignal): Promise<CaseList> {
  return callEndpoint(listCasesEndpoint, { query: { kind: 'claim', offset: 0, limit }, signal });
}

export const claimsQueryOptions = (limit: number) =>
  queryOptions({
    queryKey: [...casesQueryKey, 'claims', limit],
    queryFn: ({ signal }) => getClaims(limit, signal),
    // "Show more" asks for a longer list: the shorter one stays on screen meanwhile.
    placeholderData: keepPreviousData,
  });

/** The customer's latest `limit` claims. */
export function useClaims(limit: number) {
  return useQuery(claimsQueryOptions(limit));
}

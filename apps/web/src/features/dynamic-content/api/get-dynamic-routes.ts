import { queryOptions, useQuery } from '@tanstack/react-query';
import { getDynamicRoutesEndpoint } from '@portal/domain/endpoints/dynamic-content';
import type { DynamicRoute } from '@portal/domain/schemas/settings';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/** GET /ov_customize/html_dinamic_routes (v2): the server-defined pages of the navigation. */
export function getDynamicRoutes(signal?: AbortSignal): Promise<DynamicRoute[]> {
  return callEndpoint(getDynamicRoutesEndpoint, { signal });
}

export const dynamicRoutesQueryOptions = queryOptions({
  queryKey: [...userScope, 'dynamic-routes'],
  queryFn: ({ signal }) => getDynamicRoutes(signal),
  staleTime: 10 * 60_000,
});

/** Fetched only for a signed-in customer and while server elements are on (spec 1 point 6). */
export function useDynamicRoutes(enabled: boolean) {
  return useQuery({ ...dynamicRoutesQueryOptions, enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { dynamicRouteSchema, type DynamicRoute } from '@portal/domain/schemas/settings';
import { apiRequest } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/** GET /ov_customize/html_dinamic_routes (v2): the server-defined pages of the navigation. */
export function getDynamicRoutes(signal?: AbortSignal): Promise<DynamicRoute[]> {
  return apiRequest({
    path: '/ov_customize/html_dinamic_routes',
    versions: [2],
    signal,
    parse: (data) => z.array(dynamicRouteSchema).parse(data),
  });
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { omipProductsEndpoint } from '@portal/domain/endpoints/omip';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/** GET omip/products/: the products alerts can be set on. */
export const omipProductsQueryOptions = queryOptions({
  queryKey: [...userScope, 'omip', 'products'],
  queryFn: ({ signal }) => callEndpoint(omipProductsEndpoint, { signal }),
});

export function useOmipProducts() {
  return useQuery(omipProductsQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { omipPricesEndpoint } from '@portal/domain/endpoints/omip';
import { callEndpoint } from '@/lib/api-client';
import { userScope } from '@/lib/query-client';

/** GET omip/products/{id}/prices/: a year of the product's daily prices, for the chart. */
export const omipPricesQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: [...userScope, 'omip', 'prices', productId],
    queryFn: ({ signal }) =>
      callEndpoint(omipPricesEndpoint, { params: { product_id: String(productId) }, signal }),
  });

export function useOmipPrices(productId: number | null) {
  return useQuery({ ...omipPricesQueryOptions(productId ?? 0), enabled: productId !== null });
}

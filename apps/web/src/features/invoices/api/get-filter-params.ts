import { queryOptions, useQuery } from '@tanstack/react-query';
import { filterParamsSchema, type FilterParams } from '@portal/domain/schemas/invoices';
import { apiRequest } from '@/lib/api-client';
import { invoicesQueryKey } from './invoices-key';

/**
 * GET filter/params?fields=cups,addresses,contracts,vats (v2): the values the filter panel offers. A
 * failure offers none rather than hiding the list: the dates and amounts still filter.
 */
export async function getFilterParams(signal?: AbortSignal): Promise<FilterParams> {
  try {
    return await apiRequest({
      path: '/filter/params',
      versions: [2],
      query: { fields: 'cups,addresses,contracts,vats' },
      signal,
      parse: (data) => filterParamsSchema.parse(data),
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return {};
  }
}

export const filterParamsQueryOptions = queryOptions({
  queryKey: [...invoicesQueryKey, 'filter-params'],
  queryFn: ({ signal }) => getFilterParams(signal),
});

export function useFilterParams() {
  return useQuery(filterParamsQueryOptions);
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { filterParamsEndpoint } from '@portal/domain/endpoints/invoices';
import type { FilterParams } from '@portal/domain/schemas/invoices';
import { callEndpoint } from '@/lib/api-client';
import { invoicesQueryKey } from './invoices-key';

/**
 * GET filter/params?fields=cups,addresses,contracts,vats (v2): the values the filter panel offers. A
 * failure offers none rather than hiding the list: the dates and amounts still filter.
 */
export async function getFilterParams(signal?: AbortSignal): Promise<FilterParams> {
  try {
    return await callEndpoint(filterParamsEndpoint, {
      query: { fields: 'cups,addresses,contracts,vats' },
      signal,
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

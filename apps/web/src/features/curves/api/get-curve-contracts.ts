import { queryOptions, useQuery } from '@tanstack/react-query';
import { curveContractsEndpoint } from '@portal/domain/endpoints/curves';
import { callEndpoint } from '@/lib/api-client';
import { consumptionQueryKey } from './consumption-key';

/**
 * GET /api/v2/cch/contracts/: the customer's electricity contracts with their supply point and
 * the energy invoiced over the last 12 months, most first (decision 028).
 */
export const curveContractsQueryOptions = queryOptions({
  queryKey: [...consumptionQueryKey, 'contracts'],
  queryFn: async ({ signal }) => (await callEndpoint(curveContractsEndpoint, { signal })).items,
});

export function useCurveContracts() {
  return useQuery(curveContractsQueryOptions);
}

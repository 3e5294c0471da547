import { queryOptions } from '@tanstack/react-query';
import { curveSimulationEndpoint } from '@portal/domain/endpoints/curves';
import { callEndpoint } from '@/lib/api-client';
import { consumptionQueryKey } from './consumption-key';

/**
 * GET /api/v2/contracts/{id}/cch/simulation/?start&end: the range's consumption billed on every
 * product the retailer offers for the contract's tariff, and on its own (decision 016).
 */
export const simulationQueryOptions = (contract: string, start: string, end: string) =>
  queryOptions({
    queryKey: [...consumptionQueryKey, 'simulation', contract, start, end],
    queryFn: ({ signal }) =>
      callEndpoint(curveSimulationEndpoint, {
        params: { id: contract },
        query: { start, end },
        signal,
      }),
    retry: false,
  });

import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractListInfoEndpoint } from '@portal/domain/endpoints/contracts';
import type { ContractType } from '@portal/domain/schemas/contracts';
import { callEndpoint } from '@/lib/api-client';
import { requestsQueryKey } from './requests-key';

/** A contract a request can be about. */
export interface ContractChoice {
  id: number;
  name: string;
  type: ContractType;
}

/**
 * GET /contracts/list-info/ (v2): every contract of the customer, electricity first, as the
 * request's contract select offers them.
 */
export async function getContractChoices(signal?: AbortSignal): Promise<ContractChoice[]> {
  const { result } = await callEndpoint(contractListInfoEndpoint, { signal });
  return [
    ...result.electricity.map((contract) => ({ ...contract, type: 'electricity' as const })),
    ...result.gas.map((contract) => ({ ...contract, type: 'gas' as const })),
  ];
}

export const contractChoicesQueryOptions = queryOptions({
  queryKey: [...requestsQueryKey, 'contracts'],
  queryFn: ({ signal }) => getContractChoices(signal),
});

export function useContractChoices() {
  return useQuery(contractChoicesQueryOptions);
}

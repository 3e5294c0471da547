import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  electricityContractDetailSchema,
  gasContractDetailSchema,
  type ContractType,
  type ElectricityContractDetail,
  type GasContractDetail,
} from '@portal/domain/schemas/contracts';
import { apiRequest } from '@/lib/api-client';
import { contractsQueryKey } from './get-contracts';

export type ContractDetail =
  | { type: 'electricity'; contract: ElectricityContractDetail }
  | { type: 'gas'; contract: GasContractDetail };

/** GET contracts/{name} (v2; `type=gas` for a gas contract). Another customer's name is a 404. */
export function getContract(
  type: ContractType,
  name: string,
  signal?: AbortSignal,
): Promise<ContractDetail> {
  return apiRequest({
    path: `/contracts/${encodeURIComponent(name)}`,
    versions: [2],
    signal,
    query: { type: type === 'gas' ? 'gas' : undefined },
    parse: (data): ContractDetail =>
      type === 'gas'
        ? { type, contract: gasContractDetailSchema.parse(data) }
        : { type, contract: electricityContractDetailSchema.parse(data) },
  });
}

export const contractQueryOptions = (type: ContractType, name: string) =>
  queryOptions({
    queryKey: [...contractsQueryKey, 'detail', type, name],
    queryFn: ({ signal }) => getContract(type, name, signal),
  });

export function useContract(type: ContractType, name: string) {
  return useQuery(contractQueryOptions(type, name));
}

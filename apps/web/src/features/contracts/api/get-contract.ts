import { queryOptions, useQuery } from '@tanstack/react-query';
import { getContractEndpoint } from '@portal/domain/endpoints/contracts';
import type {
  ContractType,
  ElectricityContractDetail,
  GasContractDetail,
} from '@portal/domain/schemas/contracts';
import { ApiError, callEndpoint } from '@/lib/api-client';
import { contractsQueryKey } from './get-contracts';

export type ContractDetail =
  | { type: 'electricity'; contract: ElectricityContractDetail }
  | { type: 'gas'; contract: GasContractDetail };

/** GET contracts/{name} (v2; `type=gas` for a gas contract). Another customer's name is a 404. */
export async function getContract(
  type: ContractType,
  name: string,
  signal?: AbortSignal,
): Promise<ContractDetail> {
  const contract = await callEndpoint(getContractEndpoint, {
    params: { name },
    query: { type: type === 'gas' ? 'gas' : undefined },
    signal,
  });
  // The two layouts differ in required fields: gas has pressure and flow, electricity powers.
  const gas = 'caudal' in contract;
  if (gas !== (type === 'gas')) throw new ApiError(200, 'invalid_response');
  return 'caudal' in contract ? { type: 'gas', contract } : { type: 'electricity', contract };
}

export const contractQueryOptions = (type: ContractType, name: string) =>
  queryOptions({
    queryKey: [...contractsQueryKey, 'detail', type, name],
    queryFn: ({ signal }) => getContract(type, name, signal),
  });

export function useContract(type: ContractType, name: string) {
  return useQuery(contractQueryOptions(type, name));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractsQueryKey } from './contracts-key';
import { tariffOptionCalls, type TariffOptionKind } from './tariff-option-kinds';

/** GET contract/{id}/available-…/ (v2): the choices the contract's product offers. */
export function getAvailableTariffOptions(
  kind: TariffOptionKind,
  contractId: number,
  signal?: AbortSignal,
) {
  return tariffOptionCalls[kind].available(contractId, signal);
}

export const availableTariffOptionsQueryOptions = (kind: TariffOptionKind, contractId: number) =>
  queryOptions({
    queryKey: [...contractsQueryKey, contractId, 'available-tariff-options', kind],
    queryFn: ({ signal }) => getAvailableTariffOptions(kind, contractId, signal),
  });

export function useAvailableTariffOptions(
  kind: TariffOptionKind,
  contractId: number,
  enabled: boolean,
) {
  return useQuery({ ...availableTariffOptionsQueryOptions(kind, contractId), enabled });
}

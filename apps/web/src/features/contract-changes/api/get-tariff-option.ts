import { queryOptions, useQuery } from '@tanstack/react-query';
import { contractsQueryKey } from './contracts-key';
import { getAvailableTariffOptions } from './get-available-tariff-options';
import { tariffOptionCalls, type TariffOptionKind } from './tariff-option-kinds';

/**
 * GET contract/{id}/{kind}/ (v2), the current choice (null when none is set), beside the choices
 * the product offers: a product without the option offers none, so no row is shown.
 */
export async function getTariffOption(
  kind: TariffOptionKind,
  contractId: number,
  signal?: AbortSignal,
) {
  const [current, available] = await Promise.all([
    tariffOptionCalls[kind].current(contractId, signal),
    getAvailableTariffOptions(kind, contractId, signal),
  ]);
  return available.length > 0 ? { offered: true as const, current } : { offered: false as const };
}

// Under the contracts prefix: a change of the contract refreshes its options too.
export const tariffOptionQueryOptions = (kind: TariffOptionKind, contractId: number) =>
  queryOptions({
    queryKey: [...contractsQueryKey, contractId, 'tariff-option', kind],
    queryFn: ({ signal }) => getTariffOption(kind, contractId, signal),
  });

export function useTariffOption(kind: TariffOptionKind, contractId: number) {
  return useQuery(tariffOptionQueryOptions(kind, contractId));
}

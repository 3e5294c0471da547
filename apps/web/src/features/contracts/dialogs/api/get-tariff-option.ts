import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, isApiError } from '@/lib/api-client';
import { contractsQueryKey } from './contracts-key';
import { tariffOptionCalls, type TariffOptionKind } from './tariff-option-kinds';

/**
 * GET contract/{id}/{kind}/ (v2): the current choice, null when none is set; not offered when the
 * product does not have the option (404 tariff_option_not_available), so no row is shown.
 */
export async function getTariffOption(
  kind: TariffOptionKind,
  contractId: number,
  signal?: AbortSignal,
) {
  try {
    const current = await apiRequest({
      path: `/contract/${contractId}/${kind}/`,
      versions: [2],
      signal,
      parse: tariffOptionCalls[kind].parseCurrent,
    });
    return { offered: true as const, current };
  } catch (error) {
    if (isApiError(error) && error.code === 'tariff_option_not_available')
      return { offered: false as const };
    throw error;
  }
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

import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { parseChangeAnswer, useRefreshContracts } from './contracts-key';
import type { AnyTariffOptionValue, TariffOptionKind } from './tariff-option-kinds';

/** PUT contract/{id}/{kind}/ (v2): the chosen period, hours or day; 400 if not among the available. */
export function putTariffOption(
  kind: TariffOptionKind,
  contractId: number,
  value: AnyTariffOptionValue,
) {
  return apiRequest({
    path: `/contract/${contractId}/${kind}/`,
    versions: [2],
    method: 'PUT',
    body: value,
    parse: parseChangeAnswer,
  });
}

export function useTariffOptionChange(kind: TariffOptionKind, contractId: number) {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (value: AnyTariffOptionValue) => putTariffOption(kind, contractId, value),
    onSuccess: refresh,
  });
}

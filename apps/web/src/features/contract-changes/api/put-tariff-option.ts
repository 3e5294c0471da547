import { useMutation } from '@tanstack/react-query';
import { useRefreshContracts } from './contracts-key';
import {
  tariffOptionCalls,
  type AnyTariffOptionValue,
  type TariffOptionKind,
} from './tariff-option-kinds';

/** PUT contract/{id}/{kind}/ (v2): the chosen period, hours or day; 400 if not among the available. */
export function putTariffOption(
  kind: TariffOptionKind,
  contractId: number,
  value: AnyTariffOptionValue,
) {
  return tariffOptionCalls[kind].change(contractId, value);
}

export function useTariffOptionChange(kind: TariffOptionKind, contractId: number) {
  const refresh = useRefreshContracts();
  return useMutation({
    mutationFn: (value: AnyTariffOptionValue) => putTariffOption(kind, contractId, value),
    onSuccess: refresh,
  });
}

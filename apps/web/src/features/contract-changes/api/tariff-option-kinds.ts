import {
  availableDoubleTariffsEndpoint,
  availableHappyDaysEndpoint,
  availableHappyHoursEndpoint,
  doubleTariffChangeEndpoint,
  getDoubleTariffEndpoint,
  getHappyDayEndpoint,
  getHappyHoursEndpoint,
  happyDayChangeEndpoint,
  happyHoursChangeEndpoint,
} from '@portal/domain/endpoints/contract-changes';
import type {
  DoubleTariffPeriod,
  HappyDay,
  HappyHours,
} from '@portal/domain/schemas/contract-changes';
import { callEndpoint } from '@/lib/api-client';

/** The tariff options a product may offer (spec 2 point 3 "Tariff options"), by their call paths. */
export type TariffOptionKind = 'double-tariff' | 'happy-hours' | 'happy-day';
export type AnyTariffOptionValue = DoubleTariffPeriod | HappyHours | HappyDay;

interface OptionCalls {
  current: (contractId: number, signal?: AbortSignal) => Promise<AnyTariffOptionValue | null>;
  available: (contractId: number, signal?: AbortSignal) => Promise<AnyTariffOptionValue[]>;
  change: (
    contractId: number,
    value: AnyTariffOptionValue,
  ) => Promise<{ waiting_for_signature: boolean }>;
}

const params = (contractId: number) => ({ id: String(contractId) });

/** The calls of each option (spec 2 point 7 "Tariff options"), by the contract's numeric id. */
export const tariffOptionCalls: Record<TariffOptionKind, OptionCalls> = {
  'double-tariff': {
    current: async (contractId, signal) =>
      (await callEndpoint(getDoubleTariffEndpoint, { params: params(contractId), signal })).current,
    available: async (contractId, signal) =>
      (await callEndpoint(availableDoubleTariffsEndpoint, { params: params(contractId), signal }))
        .items,
    change: (contractId, value) =>
      callEndpoint(doubleTariffChangeEndpoint, {
        params: params(contractId),
        body: value as DoubleTariffPeriod,
      }),
  },
  'happy-hours': {
    current: async (contractId, signal) =>
      (await callEndpoint(getHappyHoursEndpoint, { params: params(contractId), signal })).current,
    available: async (contractId, signal) =>
      (await callEndpoint(availableHappyHoursEndpoint, { params: params(contractId), signal }))
        .items,
    change: (contractId, value) =>
      callEndpoint(happyHoursChangeEndpoint, {
        params: params(contractId),
        body: value as HappyHours,
      }),
  },
  'happy-day': {
    current: async (contractId, signal) =>
      (await callEndpoint(getHappyDayEndpoint, { params: params(contractId), signal })).current,
    available: async (contractId, signal) =>
      (await callEndpoint(availableHappyDaysEndpoint, { params: params(contractId), signal }))
        .items,
    change: (contractId, value) =>
      callEndpoint(happyDayChangeEndpoint, { params: params(contractId), body: value as HappyDay }),
  },
};

/** Whether two values of an option are the same choice (a happy day by its weekday). */
export function sameTariffOption(a: AnyTariffOptionValue, b: AnyTariffOptionValue): boolean {
  if ('value' in a && 'value' in b) return a.value === b.value;
  return JSON.stringify(a) === JSON.stringify(b);
}

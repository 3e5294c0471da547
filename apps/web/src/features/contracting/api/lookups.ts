import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import {
  cnaesEndpoint,
  contractingConfigEndpoint,
  electricityComersEndpoint,
  electricityCupsConfigEndpoint,
  electricityPricelistEndpoint,
  electricityTariffsEndpoint,
  gasComersEndpoint,
  gasCupsConfigEndpoint,
  gasPricelistEndpoint,
  gasTariffsEndpoint,
  validateCouponEndpoint,
} from '@portal/domain/endpoints/contracting';
import type { CupsSipsData } from '@portal/domain/rules/contracting-form';
import type { ContractingEnergy, CupsConfig, SupplyUse } from '@portal/domain/schemas/contracting';
import { isValidCups, normalizeCups } from '@portal/domain/validators/cups';
import { callEndpoint } from '@/lib/api-client';
import { useLang } from '@/lib/i18n';

/**
 * The contracting wizard's lookups (spec 3 point 7): each answer is kept 30 minutes. The client
 * sends the current language (`lang`) with every call; the language is part of the keys of the
 * answers that carry texts, so a change of language asks again.
 */

/** How long a lookup's answer is used without asking again (spec 3 point 7: 30 minutes). */
export const LOOKUP_STALE_TIME = 30 * 60 * 1000;

export const contractingQueryKey = ['contracting'] as const;

/** A power in kW as the query takes it: up to three decimals, no trailing zeros (`5.75`). */
export function kwQueryValue(kw: number): string {
  const fixed = kw.toFixed(3);
  return fixed.replace(/0+$/, '').replace(/\.$/, '');
}

export const contractingConfigQueryOptions = queryOptions({
  queryKey: [...contractingQueryKey, 'config'],
  queryFn: ({ signal }) => callEndpoint(contractingConfigEndpoint, { signal }),
  staleTime: LOOKUP_STALE_TIME,
});

/** The retailer's contracting configuration (the flags of spec 3 point 5). */
export function useContractingConfig() {
  return useQuery(contractingConfigQueryOptions);
}

/** Whether a CUPS may be contracted and its SIPS data; asked only for a valid CUPS (a 400 is an error). */
export const cupsConfigQueryOptions = (energy: ContractingEnergy, cups: string | null) => {
  const normalized = cups === null ? null : normalizeCups(cups);
  const valid = normalized !== null && isValidCups(normalized);
  return queryOptions({
    queryKey: [...contractingQueryKey, 'cups-config', energy, normalized],
    queryFn: valid
      ? ({ signal }) =>
          callEndpoint(energy === 'gas' ? gasCupsConfigEndpoint : electricityCupsConfigEndpoint, {
            params: { cups: normalized },
            signal,
          })
      : skipToken,
    staleTime: LOOKUP_STALE_TIME,
  });
};

export function useCupsConfig(energy: ContractingEnergy, cups: string | null) {
  return useQuery(cupsConfigQueryOptions(energy, cups));
}

/** The retailers a supply may come from. */
export function useComers(energy: ContractingEnergy) {
  const lang = useLang();
  return useQuery({
    queryKey: [...contractingQueryKey, 'comers', energy, lang],
    queryFn: ({ signal }) =>
      callEndpoint(energy === 'gas' ? gasComersEndpoint : electricityComersEndpoint, { signal }),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** The CNAE activities (a business supply), described in the current language. */
export function useCnaes(enabled = true) {
  const lang = useLang();
  return useQuery({
    queryKey: [...contractingQueryKey, 'cnaes', lang],
    queryFn: ({ signal }) => callEndpoint(cnaesEndpoint, { signal }),
    staleTime: LOOKUP_STALE_TIME,
    enabled,
  });
}

/**
 * The access tariffs: electricity's for a power (`tariff?power=`, asked once there is a power), gas's
 * all of them (`gas/tariff`).
 */
export function useAccessTariffs(energy: ContractingEnergy, powerKw: number | null) {
  const lang = useLang();
  const power =
    energy === 'gas' || powerKw === null || !Number.isFinite(powerKw) || powerKw <= 0
      ? null
      : kwQueryValue(powerKw);
  return useQuery({
    queryKey: [...contractingQueryKey, 'tariffs', energy, power, lang],
    queryFn:
      energy === 'gas'
        ? ({ signal }) => callEndpoint(gasTariffsEndpoint, { signal })
        : power !== null
          ? ({ signal }) => callEndpoint(electricityTariffsEndpoint, { query: { power }, signal })
          : skipToken,
    staleTime: LOOKUP_STALE_TIME,
  });
}

export interface ProductsQuery {
  /** The access tariff's id; nothing is asked without one. */
  atr: number | null;
  /** The highest power in kW (electricity). */
  power?: number | null;
  cups?: string;
  /** Self-consumption (electricity). */
  selfcons?: boolean;
  promocode?: string;
  /** The supply's use: only the products for it (decision 030). */
  use?: SupplyUse;
}

/**
 * The products on sale for an access tariff and the supply's use (and a valid promotional code's
 * own), named and priced in the current language.
 */
export function useProducts(energy: ContractingEnergy, query: ProductsQuery) {
  const lang = useLang();
  const { atr, use } = query;
  const cups = query.cups ? normalizeCups(query.cups) : undefined;
  const promocode = query.promocode || undefined;
  const power =
    energy === 'electricity' && query.power != null && Number.isFinite(query.power)
      ? kwQueryValue(query.power)
      : undefined;
  const selfcons =
    energy === 'electricity' && query.selfcons !== undefined ? String(query.selfcons) : undefined;
  return useQuery({
    queryKey: [
      ...contractingQueryKey,
      'products',
      energy,
      { atr, power, cups, selfcons, promocode, use },
      lang,
    ],
    queryFn:
      atr === null
        ? skipToken
        : ({ signal }) =>
            energy === 'gas'
              ? callEndpoint(gasPricelistEndpoint, {
                  query: { atr: String(atr), cups, promocode, use },
                  signal,
                })
              : callEndpoint(electricityPricelistEndpoint, {
                  query: { atr: String(atr), power, cups, selfcons, promocode, use },
                  signal,
                }),
    staleTime: LOOKUP_STALE_TIME,
  });
}

/** Whether a promotional code may be applied (`leads/validate-coupon/:coupon/`). */
export async function validateCoupon(code: string): Promise<boolean> {
  const answer = await callEndpoint(validateCouponEndpoint, { params: { coupon: code.trim() } });
  return answer.valid;
}

/** The form's record of what SIPS and the retailer said of a CUPS (spec 3 point 3 "cupsSIPSData"). */
export function cupsSipsDataOf(config: CupsConfig): CupsSipsData {
  return {
    accessTariff: config.access_tariff,
    cupsAvailable: config.cups_availability.available,
    sipsDataAvailable: config.cups_data_availability.available,
    power: config.power_p1,
    power2: config.power_p2,
    power3: config.power_p3,
    power4: config.power_p4,
    power5: config.power_p5,
    power6: config.power_p6,
    selfcons: config.selfcons,
    selfconsCode: config.autoconsumo_code,
    zipcode: config.address?.zipcode ?? null,
  };
}

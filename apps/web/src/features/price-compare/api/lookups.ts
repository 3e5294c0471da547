import { skipToken, useQuery } from '@tanstack/react-query';
import {
  electricityComersEndpoint,
  electricityCupsConfigEndpoint,
  electricityTariffsEndpoint,
  gasComersEndpoint,
  gasCupsConfigEndpoint,
  gasTariffsEndpoint,
} from '@portal/domain/endpoints/contracting';
import type { ContractingEnergy } from '@portal/domain/schemas/contracting';
import { isValidCups, normalizeCups } from '@portal/domain/validators/cups';
import { callEndpoint } from '@/lib/api-client';
import { useLang } from '@/lib/i18n';

/**
 * The lists the comparators offer and the CUPS lookup (spec 3 point 7): the access tariffs on
 * offer, the retailers a supply may come from (both kept 30 minutes) and what SIPS says of a CUPS.
 */

const STALE_TIME = 30 * 60 * 1000;

export function useComparatorTariffs(energy: ContractingEnergy) {
  const lang = useLang();
  return useQuery({
    queryKey: ['price-compare', 'tariffs', energy, lang],
    queryFn: ({ signal }) =>
      energy === 'gas'
        ? callEndpoint(gasTariffsEndpoint, { signal })
        : callEndpoint(electricityTariffsEndpoint, { query: {}, signal }),
    staleTime: STALE_TIME,
  });
}

export function useComparatorComers(energy: ContractingEnergy) {
  const lang = useLang();
  return useQuery({
    queryKey: ['price-compare', 'comers', energy, lang],
    queryFn: ({ signal }) =>
      callEndpoint(energy === 'gas' ? gasComersEndpoint : electricityComersEndpoint, { signal }),
    staleTime: STALE_TIME,
  });
}

/** The CUPS as typed, when it is a whole one: 20 or 22 characters with its check letters right. */
export function lookupCups(typed: string): string | null {
  const cups = normalizeCups(typed);
  return (cups.length === 20 || cups.length === 22) && isValidCups(cups) ? cups : null;
}

/** What SIPS says of a CUPS (power and access tariff), asked once it is a whole valid CUPS. */
export function useCupsLookup(energy: ContractingEnergy, typed: string) {
  const cups = lookupCups(typed);
  return useQuery({
    queryKey: ['price-compare', 'cups', energy, cups],
    queryFn:
      cups === null
        ? skipToken
        : ({ signal }) =>
            callEndpoint(energy === 'gas' ? gasCupsConfigEndpoint : electricityCupsConfigEndpoint, {
              params: { cups },
              signal,
            }),
    staleTime: STALE_TIME,
  });
}

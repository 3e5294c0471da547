import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  getMunicipalitiesEndpoint,
  getProvinceEndpoint,
  getStreetTypesEndpoint,
} from '@portal/domain/endpoints/geo';
import { callEndpoint } from '@/lib/api-client';
import { useLang } from '@/lib/i18n';
import type { Lang } from '@/lib/locales';

/**
 * Spain's address lookups (spec 2 point 7, spec 3 point 7), shared by the address forms of the
 * contract changes and of the contracting wizard. The reference data hardly changes: kept for the
 * session.
 */

/** The municipalities of a postal code; none is an empty list. */
export const municipalitiesQueryOptions = (zipcode: string) =>
  queryOptions({
    queryKey: ['geo', 'zipcode', zipcode],
    queryFn: ({ signal }) =>
      callEndpoint(getMunicipalitiesEndpoint, { params: { zipcode }, signal }),
    staleTime: Infinity,
  });

export function useMunicipalities(zipcode: string | null) {
  return useQuery({ ...municipalitiesQueryOptions(zipcode ?? ''), enabled: zipcode !== null });
}

/** The province of a municipality: asked by the first two digits of its INE code (spec 3 point 7). */
export const provinceQueryOptions = (ine: string) =>
  queryOptions({
    queryKey: ['geo', 'province', ine.slice(0, 2)],
    queryFn: ({ signal }) =>
      callEndpoint(getProvinceEndpoint, { params: { ine: ine.slice(0, 2) }, signal }),
    staleTime: Infinity,
  });

export function useProvince(ine: string | null) {
  return useQuery({ ...provinceQueryOptions(ine ?? ''), enabled: ine !== null });
}

/** The street types, named in the interface language (asked again when it changes). */
export const streetTypesQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: ['geo', 'street-types', lang],
    queryFn: ({ signal }) => callEndpoint(getStreetTypesEndpoint, { signal }),
    staleTime: Infinity,
  });

export function useStreetTypes(enabled: boolean) {
  return useQuery({ ...streetTypesQueryOptions(useLang()), enabled });
}

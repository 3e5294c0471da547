import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';

const municipalitiesSchema = z.array(z.object({ city: z.string(), ine: z.string() }));
const provinceSchema = z.object({ id: z.string(), name: z.string() });
const streetTypesSchema = z.array(z.object({ id: z.string(), name: z.string() }));
export type Municipality = z.infer<typeof municipalitiesSchema>[number];

/** GET geo/zipcode/{zip}/ (v1): the municipalities of a postal code; none is an empty list. */
export const municipalitiesQueryOptions = (zipcode: string) =>
  queryOptions({
    queryKey: ['geo', 'zipcode', zipcode],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/geo/zipcode/${zipcode}/`,
        signal,
        parse: (data) => municipalitiesSchema.parse(data),
      }),
    staleTime: Infinity,
  });

export function useMunicipalities(zipcode: string | null) {
  return useQuery({ ...municipalitiesQueryOptions(zipcode ?? ''), enabled: zipcode !== null });
}

/** GET geo/provincies/{ine}/ (v1): the province of a municipality. */
export const provinceQueryOptions = (ine: string) =>
  queryOptions({
    queryKey: ['geo', 'province', ine.slice(0, 2)],
    queryFn: ({ signal }) =>
      apiRequest({
        path: `/geo/provincies/${ine}/`,
        signal,
        parse: (data) => provinceSchema.parse(data),
      }),
    staleTime: Infinity,
  });

export function useProvince(ine: string | null) {
  return useQuery({ ...provinceQueryOptions(ine ?? ''), enabled: ine !== null });
}

/** GET geo/tipovias/ (v1): the street types. */
export const streetTypesQueryOptions = queryOptions({
  queryKey: ['geo', 'street-types'],
  queryFn: ({ signal }) =>
    apiRequest({ path: '/geo/tipovias/', signal, parse: (data) => streetTypesSchema.parse(data) }),
  staleTime: Infinity,
});

export function useStreetTypes(enabled: boolean) {
  return useQuery({ ...streetTypesQueryOptions, enabled });
}

import * as z from 'zod/mini';
import {
  ineParamsSchema,
  municipalitySchema,
  provinceSchema,
  streetTypeSchema,
  zipcodeParamsSchema,
} from '../schemas/geo';
import { langQuerySchema } from '../schemas/query';
import { defineEndpoint } from './endpoint';

/**
 * Address lookups (spec 2 point 7 "Addresses", spec 3 point 7). Public: the contracting wizard asks
 * before sign-in.
 */

/** The municipalities of a postal code; a postal code nobody has is an empty list. */
export const getMunicipalitiesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/geo/zipcode/:zipcode/',
  versions: [1],
  access: 'public',
  tag: 'geo',
  params: zipcodeParamsSchema,
  response: z.array(municipalitySchema),
});

/** The province of a municipality's INE code (its first two digits). */
export const getProvinceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/geo/provincies/:ine/',
  versions: [1],
  access: 'public',
  tag: 'geo',
  params: ineParamsSchema,
  response: provinceSchema,
  errors: { 404: ['not_found'] },
});

/** The street types, named in the request's language. */
export const getStreetTypesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/geo/tipovias/',
  versions: [1],
  access: 'public',
  tag: 'geo',
  query: langQuerySchema,
  response: z.array(streetTypeSchema),
});

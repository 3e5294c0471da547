import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import type { VersionedRoutes } from '../../types';
import { loadGeoDirectory, type GeoDirectory } from './geo.directory';

let directory: GeoDirectory | undefined;
/** Read on the first lookup, not at start: most processes and tests never ask. */
const geo = () => (directory ??= loadGeoDirectory());

const municipalitySchema = z.object({ city: z.string(), ine: z.string() });
const provinceSchema = z.object({ id: z.string(), name: z.string() });
const streetTypeSchema = z.object({ id: z.string(), name: z.string() });

/**
 * Address lookups (spec 2 point 7 "Addresses", spec 3 point 7): the municipalities of a postal code,
 * the province of a municipality's INE code (its first two digits) and the street types. Public:
 * the contracting wizard asks before sign-in.
 */
export const geoRoutes: VersionedRoutes = {
  versions: [1],
  register(app) {
    app.get(
      '/geo/zipcode/:zipcode/',
      {
        schema: {
          tags: ['geo'],
          params: z.object({
            zipcode: z.string().regex(/^\d{5}$/, 'change_address_validation'),
          }),
          response: { 200: z.array(municipalitySchema) },
        },
      },
      // No match is an empty list: the form then clears the locality and the province.
      async (request) => [...geo().municipalitiesOf(request.params.zipcode)],
    );

    app.get(
      '/geo/provincies/:ine/',
      {
        schema: {
          tags: ['geo'],
          params: z.object({ ine: z.string().regex(/^\d{2}(\d{3})?$/, 'invalid_value') }),
          response: { 200: provinceSchema },
        },
      },
      async (request) => {
        const province = geo().province(request.params.ine.slice(0, 2));
        if (!province) throw new HttpError(404, 'not_found');
        return province;
      },
    );

    app.get(
      '/geo/tipovias/',
      { schema: { tags: ['geo'], response: { 200: z.array(streetTypeSchema) } } },
      async () => [...geo().streetTypes],
    );
  },
};

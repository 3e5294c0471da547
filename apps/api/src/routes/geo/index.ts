import {
  getMunicipalitiesEndpoint,
  getProvinceEndpoint,
  getStreetTypesEndpoint,
} from '@portal/domain/endpoints/geo';
import type { FastifyReply } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import { geoDirectory } from '../../services/geo/geo-directory';
import type { App } from '../../types';

/** Geo answers change once a year: browsers and proxies may keep them 30 minutes (spec 3 point 7). */
const cacheLookup = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=1800');

/** Address lookups: the municipalities of a postal code, a province, the street types (per `lang`). */
export function registerGeoRoutes(app: App) {
  // No match is an empty list: the form then clears the locality and the province.
  registerEndpoint(app, getMunicipalitiesEndpoint, async ({ params, reply }) => {
    cacheLookup(reply);
    return [...geoDirectory().municipalitiesOf(params.zipcode)];
  });

  registerEndpoint(app, getProvinceEndpoint, async ({ params, reply }) => {
    const province = geoDirectory().province(params.ine.slice(0, 2));
    if (!province) throw new HttpError(404, 'not_found');
    cacheLookup(reply);
    return province;
  });

  registerEndpoint(app, getStreetTypesEndpoint, async ({ query, reply }) => {
    cacheLookup(reply);
    return [...geoDirectory().streetTypesIn(toServerLanguage(query.lang))];
  });
}

import {
  getMunicipalitiesEndpoint,
  getProvinceEndpoint,
  getStreetTypesEndpoint,
} from '@portal/domain/endpoints/geo';
import { registerEndpoint } from '../../lib/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { geoDirectory } from '../../services/geo/geo-directory';
import type { App } from '../../types';

/** Address lookups: the municipalities of a postal code, a province, the street types. */
export function registerGeoRoutes(app: App) {
  // No match is an empty list: the form then clears the locality and the province.
  registerEndpoint(app, getMunicipalitiesEndpoint, async ({ params }) => [
    ...geoDirectory().municipalitiesOf(params.zipcode),
  ]);

  registerEndpoint(app, getProvinceEndpoint, async ({ params }) => {
    const province = geoDirectory().province(params.ine.slice(0, 2));
    if (!province) throw new HttpError(404, 'not_found');
    return province;
  });

  registerEndpoint(app, getStreetTypesEndpoint, async () => [...geoDirectory().streetTypes]);
}

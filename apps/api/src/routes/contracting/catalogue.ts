import type { Readable } from 'node:stream';
import * as endpoints from '@portal/domain/endpoints/contracting';
import { contractingConfigSchema } from '@portal/domain/schemas/contracting';
import { fieldErrorsOf } from '../../lib/field-errors';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import {
  readContractingConfig,
  saveContractingConfig,
} from '../../services/contracting/contracting-config';
import { importSips, SIPS_FILE_MAX_BYTES } from '../../services/contracting/sips-import';
import type { App } from '../../types';
import * as repo from './contracting-catalogue.repository';
import {
  cacheLookup,
  cupsConfig,
  electricityTariffNames,
  listComers,
  neverCache,
  offeredProducts,
  validateCoupon,
} from './contracting-catalogue.service';

/**
 * The contracting wizard's lookups (spec 3 point 7, docs/decisions/018): access tariffs, products,
 * CNAE activities, retailers, the contracting configuration, what is known of a CUPS and whether a
 * coupon applies; and the back office's side of them: the configuration and the SIPS data set.
 */
export function registerContractingCatalogueRoutes(app: App) {
  const { db, counters } = app.services;

  registerEndpoint(app, endpoints.electricityTariffsEndpoint, async ({ query, reply }) => {
    const { highVoltageTariffs } = await readContractingConfig(db);
    const names = electricityTariffNames(query.power, highVoltageTariffs);
    const tariffs = await repo.listAccessTariffs(db, 'electricity', names);
    cacheLookup(reply);
    return tariffs;
  });

  registerEndpoint(app, endpoints.gasTariffsEndpoint, async ({ reply }) => {
    const tariffs = await repo.listAccessTariffs(db, 'gas');
    cacheLookup(reply);
    return tariffs;
  });

  registerEndpoint(app, endpoints.electricityPricelistEndpoint, async ({ query, reply }) => {
    const allowedTariffs =
      query.power === undefined
        ? undefined
        : electricityTariffNames(query.power, (await readContractingConfig(db)).highVoltageTariffs);
    const list = await offeredProducts(
      db,
      'electricity',
      {
        atr: query.atr,
        promocode: query.promocode,
        selfcons: query.selfcons === 'true' || query.selfcons === '1',
        use: query.use,
        allowedTariffs,
      },
      toServerLanguage(query.lang),
    );
    cacheLookup(reply);
    return list;
  });

  registerEndpoint(app, endpoints.gasPricelistEndpoint, async ({ query, reply }) => {
    const list = await offeredProducts(
      db,
      'gas',
      { atr: query.atr, promocode: query.promocode, use: query.use },
      toServerLanguage(query.lang),
    );
    cacheLookup(reply);
    return list;
  });

  registerEndpoint(app, endpoints.cnaesEndpoint, async ({ query, reply }) => {
    const rows = await repo.listCnaes(db, toServerLanguage(query.lang));
    cacheLookup(reply);
    return rows.map((row) => ({ id: row.id, name: row.code, descripcio: row.description }));
  });

  registerEndpoint(app, endpoints.electricityComersEndpoint, async ({ query, reply }) => {
    const list = await listComers(db, 'electricity', toServerLanguage(query.lang));
    cacheLookup(reply);
    return list;
  });

  registerEndpoint(app, endpoints.gasComersEndpoint, async ({ query, reply }) => {
    const list = await listComers(db, 'gas', toServerLanguage(query.lang));
    cacheLookup(reply);
    return list;
  });

  // The configuration may change at any moment from the back office: read afresh every time.
  registerEndpoint(app, endpoints.contractingConfigEndpoint, async ({ reply }) => {
    neverCache(reply);
    return readContractingConfig(db);
  });

  registerEndpoint(app, endpoints.electricityCupsConfigEndpoint, async ({ params, reply }) => {
    neverCache(reply);
    return cupsConfig(db, 'electricity', params.cups);
  });

  registerEndpoint(app, endpoints.gasCupsConfigEndpoint, async ({ params, reply }) => {
    neverCache(reply);
    return cupsConfig(db, 'gas', params.cups);
  });

  registerEndpoint(app, endpoints.validateCouponEndpoint, async ({ params, request, reply }) => {
    neverCache(reply);
    return validateCoupon(db, counters, request.ip, params.coupon);
  });

  // The back office ------------------------------------------------------------------------------

  registerEndpoint(app, endpoints.updateContractingConfigEndpoint, async ({ body }) => {
    const merged = contractingConfigSchema.safeParse({
      ...(await readContractingConfig(db)),
      ...body,
    });
    if (!merged.success) throw new FieldErrorsError(fieldErrorsOf(merged.error.issues, body));
    await saveContractingConfig(db, merged.data);
    return merged.data;
  });

  // This route alone takes text/csv, read as it arrives (nothing else: 415). The scope loads with
  // the app (its `ready`), so the registration need not be awaited here.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
    registerEndpoint(scope, endpoints.importSipsEndpoint, async ({ request }) => {
      const declared = Number(request.headers['content-length']);
      if (declared > SIPS_FILE_MAX_BYTES) throw new HttpError(413, 'payload_too_large');
      if (!request.body) throw new HttpError(415, 'unsupported_media_type');
      return importSips(db, request.body as Readable);
    });
  });
}

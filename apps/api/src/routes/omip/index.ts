import type { Readable } from 'node:stream';
import * as endpoints from '@portal/domain/endpoints/omip';
import { OMIP_ALERTS_MAX, OMIP_SERIES_DAYS_DEFAULT } from '@portal/domain/schemas/omip';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { FieldErrorsError, HttpError } from '../../lib/http-error';
import { importOmipPrices, OMIP_FILE_MAX_BYTES } from '../../services/omip/omip-import';
import type { App } from '../../types';
import * as repo from './omip.repository';

/**
 * OMIP price alerts (spec 3 point 7, docs/decisions/022): the products and their prices, the
 * customer's alerts, and the back office's import of settlement prices, which evaluates the alerts.
 */
export function registerOmipRoutes(app: App) {
  const { db } = app.services;

  registerEndpoint(app, endpoints.omipProductsEndpoint, () => repo.listProducts(db));

  registerEndpoint(app, endpoints.omipPricesEndpoint, async ({ params, query }) => {
    const product = await repo.findProductById(db, Number(params.product_id));
    if (!product) throw new HttpError(404, 'not_found');
    const prices = await repo.listPrices(db, product.id, query.days ?? OMIP_SERIES_DAYS_DEFAULT);
    return { product_id: product.id, name: product.name, prices };
  });

  registerEndpoint(app, endpoints.omipAlertsEndpoint, ({ principal }) =>
    repo.listAlerts(db, principal.userId),
  );

  registerEndpoint(app, endpoints.createOmipAlertEndpoint, async ({ body, principal }) => {
    const product = await repo.findProductByName(db, body.product);
    if (!product) throw new FieldErrorsError({ product: ['invalid_value'] });
    if ((await repo.countAlerts(db, principal.userId)) >= OMIP_ALERTS_MAX) {
      throw new FieldErrorsError({ _: ['too_long'] });
    }
    const id = await repo.insertAlert(db, {
      userId: principal.userId,
      productId: product.id,
      type: body.type,
      // Stored to the cent, as OMIP settles.
      price: Math.round(body.price * 100) / 100,
    });
    return { id };
  });

  registerEndpoint(app, endpoints.deleteOmipAlertEndpoint, async ({ body, principal }) => {
    if (!(await repo.deleteAlert(db, principal.userId, body.id))) {
      throw new HttpError(404, 'not_found');
    }
  });

  // This route alone takes text/csv, read as it arrives. The scope loads with the app.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('text/csv', (_request, payload, done) => done(null, payload));
    registerEndpoint(scope, endpoints.importOmipPricesEndpoint, async ({ request }) => {
      const declared = Number(request.headers['content-length']);
      if (declared > OMIP_FILE_MAX_BYTES) throw new HttpError(413, 'payload_too_large');
      if (!request.body) throw new HttpError(415, 'unsupported_media_type');
      const { outbox, config } = app.services;
      const answer = await importOmipPrices(db, request.body as Readable, {
        outbox,
        publicUrl: config.publicUrl,
      });
      if (answer.alerts_notified > 0) outbox.kick();
      return answer;
    });
  });
}

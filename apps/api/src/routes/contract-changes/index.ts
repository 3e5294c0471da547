import {
  changeAnswerSchema,
  doubleTariffAvailableSchema,
  doubleTariffCurrentSchema,
  doubleTariffPeriodSchema,
  eInvoiceBodySchema,
  electronicNotificationBodySchema,
  happyDayAvailableSchema,
  happyDayCurrentSchema,
  happyDaySchema,
  happyHoursAvailableSchema,
  happyHoursCurrentSchema,
  happyHoursSchema,
  ibanChangeAnswerSchema,
  ibanListSchema,
  invoiceSendingBodySchema,
  noCessionSipsBodySchema,
  notificationAddressBodySchema,
  notificationChangeAnswerSchema,
  notificationEmailBodySchema,
  notificationPhoneBodySchema,
  powerChangeBodySchema,
} from '@portal/domain/schemas/contract-changes';
import {
  contractNameParamsSchema,
  idParam,
  notificationAddressSchema,
} from '@portal/domain/schemas/contracts';
import * as z from 'zod/mini';
import { principalOf } from '../../lib/authenticate';
import { bodyRoute } from '../../lib/body-route';
import { toServerLanguage } from '../../lib/language';
import { retailerDay } from '../../lib/retailer-day';
import type { Principal } from '../../services/auth/auth.service';
import type { VersionedRoutes } from '../../types';
import { listIbans, requestIbanChange } from './iban-change';
import { requestPowerChange } from './power-change';
import {
  requestEInvoice,
  requestElectronicNotification,
  requestInvoiceSending,
  requestNoCessionSips,
} from './simple-changes';
import {
  listAddresses,
  listContractAddresses,
  requestNotificationAddress,
  updateNotificationContact,
} from './address-changes';
import {
  availableDoubleTariffs,
  availableHappyDays,
  availableHappyHours,
  getDoubleTariff,
  getHappyDay,
  getHappyHours,
  listAvailable,
  requestDoubleTariff,
  requestHappyDay,
  requestHappyHours,
} from './tariff-option-changes';

const idParamsSchema = z.object({ id: idParam });
const langQuerySchema = z.object({
  lang: z.optional(z.string().check(z.maxLength(10, 'too_long'))),
});
const addressListSchema = z.object({ items: z.array(notificationAddressSchema) });
const tags = ['contract-changes'];

/**
 * The calls that change a contract (spec 2 point 7; verbs, bodies and answers of
 * docs/decisions/005), v2. Each change is a request that waits for the customer's signature or
 * is applied at once; every call answers only for the signed-in customer's contracts.
 */
export const contractChangeRoutes: VersionedRoutes = {
  versions: [2],
  register(app) {
    const { authenticate, db, settings, files, uploads } = app.services;
    const deps = { db, settings, files };

    for (const url of ['/ibans/', '/contracts/ibans/']) {
      app.get(
        url,
        { preHandler: authenticate, schema: { tags, response: { 200: ibanListSchema } } },
        async (request) => listIbans(db, principalOf(request).userId),
      );
    }

    app.post(
      '/contracts/:name/iban/',
      {
        preHandler: authenticate,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          params: contractNameParamsSchema,
          response: { 200: ibanChangeAnswerSchema },
        },
      },
      async (request) => {
        const principal = principalOf(request);
        return requestIbanChange(deps, principal, request.params.name, (rules, use) =>
          uploads.receive(request, principal.userId, rules, use),
        );
      },
    );

    /**
     * Declares a change call: for the signed-in customer, the contract in the path, a body, and
     * one answer.
     */
    const change = <P extends z.ZodMiniType, B extends z.ZodMiniType, R extends z.ZodMiniType>(
      method: 'POST' | 'PUT',
      url: string,
      schemas: { params: P; body: B; answer: R },
      handle: (principal: Principal, params: z.output<P>, body: z.output<B>) => Promise<z.input<R>>,
    ) =>
      bodyRoute(app, { method, url, tags, ...schemas }, (request, params, body) =>
        handle(principalOf(request), params, body),
      );
    const byName = { params: contractNameParamsSchema, answer: changeAnswerSchema };
    const byId = { params: idParamsSchema, answer: changeAnswerSchema };

    change(
      'POST',
      '/contracts/:name/power/',
      { ...byName, body: powerChangeBodySchema },
      (principal, params, body) => requestPowerChange(deps, principal, params.name, body),
    );

    // Two calls on one path but for its trailing slash (spec 2 point 7): app.ts does not ignore it.
    change(
      'POST',
      '/contracts/:name',
      { ...byName, body: invoiceSendingBodySchema },
      (principal, params, body) => requestInvoiceSending(deps, principal, params.name, body),
    );
    change(
      'POST',
      '/contracts/:name/',
      { ...byName, body: eInvoiceBodySchema },
      (principal, params) => requestEInvoice(deps, principal, params.name),
    );

    app.get(
      '/addresses/',
      { preHandler: authenticate, schema: { tags, response: { 200: addressListSchema } } },
      async (request) => listAddresses(db, principalOf(request).userId),
    );

    app.get(
      '/contracts/:id/addresses/',
      {
        preHandler: authenticate,
        schema: { tags, params: idParamsSchema, response: { 200: addressListSchema } },
      },
      async (request) => listContractAddresses(db, principalOf(request).userId, request.params.id),
    );

    change(
      'POST',
      '/contracts/:name/notification/',
      { ...byName, body: notificationAddressBodySchema, answer: notificationChangeAnswerSchema },
      (principal, params, body) => requestNotificationAddress(deps, principal, params.name, body),
    );
    change(
      'PUT',
      '/contracts/:name/notification/email/',
      { ...byName, body: notificationEmailBodySchema, answer: notificationAddressSchema },
      (principal, params, body) =>
        updateNotificationContact(db, principal, params.name, { email: body.email }),
    );
    change(
      'PUT',
      '/contracts/:name/notification/phone/',
      { ...byName, body: notificationPhoneBodySchema, answer: notificationAddressSchema },
      (principal, params, body) =>
        updateNotificationContact(db, principal, params.name, { mobile: body.phone }),
    );

    change(
      'POST',
      '/contracts/:name/no_cession_sips/',
      { ...byName, body: noCessionSipsBodySchema },
      (principal, params) => requestNoCessionSips(deps, principal, params.name),
    );
    change(
      'POST',
      '/contracts/:name/electronic_notification/',
      { ...byName, body: electronicNotificationBodySchema },
      (principal, params) => requestElectronicNotification(deps, principal, params.name),
    );

    // Tariff options (spec 2 point 7 "Tariff options"), by the contract's numeric id.
    const readOption = { preHandler: authenticate, schema: { tags, params: idParamsSchema } };

    app.get(
      '/contract/:id/double-tariff/',
      {
        ...readOption,
        schema: { ...readOption.schema, response: { 200: doubleTariffCurrentSchema } },
      },
      async (request) => getDoubleTariff(db, principalOf(request).userId, request.params.id),
    );
    app.get(
      '/contract/:id/available-double-tariffs/',
      {
        ...readOption,
        schema: { ...readOption.schema, response: { 200: doubleTariffAvailableSchema } },
      },
      async (request) =>
        listAvailable(db, principalOf(request).userId, request.params.id, () =>
          availableDoubleTariffs(retailerDay()),
        ),
    );
    change(
      'PUT',
      '/contract/:id/double-tariff/',
      { ...byId, body: doubleTariffPeriodSchema },
      (principal, params, body) => requestDoubleTariff(deps, principal, params.id, body),
    );

    app.get(
      '/contract/:id/happy-hours/',
      {
        ...readOption,
        schema: { ...readOption.schema, response: { 200: happyHoursCurrentSchema } },
      },
      async (request) => getHappyHours(db, principalOf(request).userId, request.params.id),
    );
    app.get(
      '/contract/:id/available-happy-hours/',
      {
        ...readOption,
        schema: { ...readOption.schema, response: { 200: happyHoursAvailableSchema } },
      },
      async (request) =>
        listAvailable(db, principalOf(request).userId, request.params.id, availableHappyHours),
    );
    change(
      'PUT',
      '/contract/:id/happy-hours/',
      { ...byId, body: happyHoursSchema },
      (principal, params, body) => requestHappyHours(deps, principal, params.id, body),
    );

    app.get(
      '/contract/:id/happy-day/',
      {
        preHandler: authenticate,
        schema: {
          tags,
          params: idParamsSchema,
          querystring: langQuerySchema,
          response: { 200: happyDayCurrentSchema },
        },
      },
      async (request) =>
        getHappyDay(
          db,
          principalOf(request).userId,
          request.params.id,
          toServerLanguage(request.query.lang),
        ),
    );
    app.get(
      '/contract/:id/available-happy-days/',
      {
        preHandler: authenticate,
        schema: {
          tags,
          params: idParamsSchema,
          querystring: langQuerySchema,
          response: { 200: happyDayAvailableSchema },
        },
      },
      async (request) =>
        listAvailable(db, principalOf(request).userId, request.params.id, () =>
          availableHappyDays(toServerLanguage(request.query.lang)),
        ),
    );
    change(
      'PUT',
      '/contract/:id/happy-day/',
      { ...byId, body: happyDaySchema },
      (principal, params, body) => requestHappyDay(deps, principal, params.id, body),
    );
  },
};

import type { Readable } from 'node:stream';
import * as endpoints from '@portal/domain/endpoints/price-compare';
import {
  CONTACT_LEAD_BODY_MAX_BYTES,
  contactLeadContactFields,
  type ContactLeadContact,
} from '@portal/domain/schemas/contact-leads';
import type { Settings } from '@portal/domain/schemas/settings';
import type { FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../lib/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import { storeContactLead } from '../../services/contact-leads';
import type { App } from '../../types';
import { compareElectricityBody, compareGasBody } from './price-compare.service';

type Energy = 'electricity' | 'gas';

/** Whether the retailer offers the comparator of an energy (spec 3 point 2). */
const comparatorOn = (settings: Settings, energy: Energy) =>
  settings.features.comparator &&
  (energy === 'electricity' || settings.features.displayTypes.includes('gas'));

/** The contact fields of a confirm's body. */
const contactOf = (body: Record<string, unknown>) =>
  Object.fromEntries(
    contactLeadContactFields.map((field) => [field, body[field]]),
  ) as ContactLeadContact;

/**
 * The price comparators (spec 3 point 7; docs/decisions/021): `price-compare/` and
 * `gas/price-compare/` answer the comparison; their confirms store a contact lead, of kind
 * `price_compare` or `gas_price_compare` with the comparison made again here (the client's numbers
 * are never taken), or `*_invoice` with the invoice of the manual mode. 404 while the comparator is
 * off, before a body is read.
 */
export function registerPriceCompareRoutes(app: App) {
  const { db, settings } = app.services;

  const assertOn = async (energy: Energy) => {
    if (!comparatorOn(await settings.getSettings(), energy)) throw new HttpError(404, 'not_found');
  };
  const confirmGate =
    (energy: Energy) => async (request: FastifyRequest, _reply: unknown, payload: Readable) => {
      await assertOn(energy);
      if (Number(request.headers['content-length'] ?? 0) > CONTACT_LEAD_BODY_MAX_BYTES) {
        throw new HttpError(413, 'payload_too_large');
      }
      return payload;
    };
  const comparisonGate =
    (energy: Energy) => async (_request: FastifyRequest, _reply: unknown, payload: Readable) => {
      await assertOn(energy);
      return payload;
    };

  registerEndpoint(
    app,
    endpoints.electricityCompareEndpoint,
    async ({ body, query }) =>
      (await compareElectricityBody(db, body, toServerLanguage(query.lang))).result,
    { preParsing: comparisonGate('electricity') },
  );

  registerEndpoint(
    app,
    endpoints.gasCompareEndpoint,
    async ({ body, query }) =>
      (await compareGasBody(db, body, toServerLanguage(query.lang))).result,
    { preParsing: comparisonGate('gas') },
  );

  registerEndpoint(
    app,
    endpoints.electricityCompareConfirmEndpoint,
    async ({ body, query, principal, request }) => {
      const language = toServerLanguage(query.lang);
      const lead =
        body.mode === 'manual'
          ? { kind: 'price_compare_invoice' as const, cups: body.cups ?? null, data: {} }
          : {
              kind: 'price_compare' as const,
              cups: body.cups,
              data: (await compareElectricityBody(db, body, language)).data,
            };
      const { id } = await storeContactLead(app, {
        ...lead,
        userId: principal?.userId ?? null,
        language,
        address: request.ip,
        contact: contactOf(body),
      });
      return { status: 'OK' as const, id };
    },
    { bodyLimit: CONTACT_LEAD_BODY_MAX_BYTES, preParsing: confirmGate('electricity') },
  );

  registerEndpoint(
    app,
    endpoints.gasCompareConfirmEndpoint,
    async ({ body, query, principal, request }) => {
      const language = toServerLanguage(query.lang);
      const lead =
        body.mode === 'manual'
          ? { kind: 'gas_price_compare_invoice' as const, cups: body.cups ?? null, data: {} }
          : {
              kind: 'gas_price_compare' as const,
              cups: body.cups,
              data: (await compareGasBody(db, body, language)).data,
            };
      const { id } = await storeContactLead(app, {
        ...lead,
        userId: principal?.userId ?? null,
        language,
        address: request.ip,
        contact: contactOf(body),
      });
      return { status: 'OK' as const, id };
    },
    { bodyLimit: CONTACT_LEAD_BODY_MAX_BYTES, preParsing: confirmGate('gas') },
  );
}

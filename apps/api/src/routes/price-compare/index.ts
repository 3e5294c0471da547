import type { Readable } from 'node:stream';
import * as endpoints from '@portal/domain/endpoints/price-compare';
import {
  CONTACT_LEAD_BODY_MAX_BYTES,
  contactLeadContactFields,
  type ContactLeadContact,
  type ContactLeadKind,
} from '@portal/domain/schemas/contact-leads';
import type { Settings } from '@portal/domain/schemas/settings';
import type { FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { type ServerLanguage, toServerLanguage } from '../../lib/language';
import { storeContactLead } from '../../services/contact-leads/contact-leads';
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

  /**
   * A confirm's contact lead, of the energy's kinds: the comparison made again here (auto mode), or
   * the invoice sent (manual mode: no comparison).
   */
  const storeComparisonLead = async (
    kinds: { compared: ContactLeadKind; invoice: ContactLeadKind },
    body: { cups?: string | null } & Record<string, unknown>,
    compare: (() => Promise<{ data: Record<string, unknown> }>) | null,
    caller: { language: ServerLanguage; userId: string | null; address: string },
  ) => {
    const lead = compare
      ? { kind: kinds.compared, cups: body.cups ?? null, data: (await compare()).data }
      : { kind: kinds.invoice, cups: body.cups ?? null, data: {} };
    const { id } = await storeContactLead(app.services, {
      ...lead,
      ...caller,
      contact: contactOf(body),
    });
    return { status: 'OK' as const, id };
  };

  registerEndpoint(
    app,
    endpoints.electricityCompareConfirmEndpoint,
    async ({ body, query, principal, request }) => {
      const language = toServerLanguage(query.lang);
      return storeComparisonLead(
        { compared: 'price_compare', invoice: 'price_compare_invoice' },
        body,
        body.mode === 'manual' ? null : () => compareElectricityBody(db, body, language),
        { language, userId: principal?.userId ?? null, address: request.ip },
      );
    },
    { bodyLimit: CONTACT_LEAD_BODY_MAX_BYTES, preParsing: confirmGate('electricity') },
  );

  registerEndpoint(
    app,
    endpoints.gasCompareConfirmEndpoint,
    async ({ body, query, principal, request }) => {
      const language = toServerLanguage(query.lang);
      return storeComparisonLead(
        { compared: 'gas_price_compare', invoice: 'gas_price_compare_invoice' },
        body,
        body.mode === 'manual' ? null : () => compareGasBody(db, body, language),
        { language, userId: principal?.userId ?? null, address: request.ip },
      );
    },
    { bodyLimit: CONTACT_LEAD_BODY_MAX_BYTES, preParsing: confirmGate('gas') },
  );
}

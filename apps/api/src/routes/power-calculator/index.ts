import type { Readable } from 'node:stream';
import { powerCalculatorLeadEndpoint } from '@portal/domain/endpoints/power-calculator';
import {
  CONTACT_LEAD_BODY_MAX_BYTES,
  contactLeadContactFields,
  type ContactLeadContact,
} from '@portal/domain/schemas/contact-leads';
import type { FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import { storeContactLead } from '../../services/contact-leads/contact-leads';
import type { App } from '../../types';
import { powerLeadData } from './power-calculator.service';

/**
 * `POST leads/potencia` (spec 3 point 7; docs/decisions/020): the calculator's lead, stored as a
 * contact lead of kind `power` with the powers computed here. 404 before the body is read when the
 * retailer has the calculator off; a body over the invoice's size is 413.
 */
export function registerPowerCalculatorRoutes(app: App) {
  const gate = async (request: FastifyRequest, _reply: unknown, payload: Readable) => {
    const settings = await app.services.settings.getSettings();
    if (!settings.features.powerCalculator) throw new HttpError(404, 'not_found');
    if (Number(request.headers['content-length'] ?? 0) > CONTACT_LEAD_BODY_MAX_BYTES) {
      throw new HttpError(413, 'payload_too_large');
    }
    return payload;
  };

  registerEndpoint(
    app,
    powerCalculatorLeadEndpoint,
    async ({ body, query, principal, request }) => {
      const contact = Object.fromEntries(
        contactLeadContactFields.map((field) => [field, body[field]]),
      ) as ContactLeadContact;
      const { id } = await storeContactLead(app.services, {
        kind: 'power',
        userId: principal?.userId ?? null,
        language: toServerLanguage(query.lang),
        address: request.ip,
        contact,
        cups: body.cups,
        data: powerLeadData(body),
      });
      return { status: 'OK' as const, id };
    },
    { bodyLimit: CONTACT_LEAD_BODY_MAX_BYTES, preParsing: gate },
  );
}

import { Transform, type Readable } from 'node:stream';
import * as endpoints from '@portal/domain/endpoints/contracting';
import { type ContractingEnergy, leadBodyLimit } from '@portal/domain/schemas/contracting';
import type { FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { HttpError } from '../../lib/http-error';
import { toServerLanguage } from '../../lib/language';
import { createLeadChecks } from '../../services/contracting/lead-checks';
import type { App } from '../../types';
import {
  staffGetLead,
  staffLeadFile,
  staffListLeads,
  staffMarkLead,
  staffSignLead,
} from './backoffice-leads';
import { type LeadDeps, assertLeadCallAllowed } from './lead-context';
import { leadCheck } from './lead-holder';
import { receiveLeadStep } from './leads.service';

/** Fastify's own limit on the lead routes: a ceiling above any the setting makes. */
const LEAD_ROUTE_BODY_LIMIT = 2 ** 31 - 1;

/** The body, stopped with 413 payload_too_large once it has brought more than `limit` bytes. */
function limitedBody(payload: Readable, limit: number): Readable {
  let received = 0;
  const counted = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limit) done(new HttpError(413, 'payload_too_large'));
      else done(null, chunk);
    },
  });
  payload.on('error', (error) => counted.destroy(error));
  return payload.pipe(counted);
}

/**
 * What a lead call settles before its body is read (decision 013): a wizard of that energy (404),
 * a signed-in customer where the retailer requires one (401), a body within the limit (413).
 */
function leadBodyGate(app: App, energy: ContractingEnergy) {
  return async (request: FastifyRequest, _reply: unknown, payload: Readable) => {
    const settings = await app.services.settings.getSettings();
    assertLeadCallAllowed(settings, energy, request.principal);
    const limit = leadBodyLimit(settings.fileUploadSizeLimit);
    if (Number(request.headers['content-length'] ?? 0) > limit) {
      throw new HttpError(413, 'payload_too_large');
    }
    return limitedBody(payload, limit);
  };
}

/** The contracting leads (spec 3 point 7), their checks and the back office's side of them. */
export function registerLeadRoutes(app: App) {
  const { db, files, outbox, settings, counters, config } = app.services;
  const deps: LeadDeps = {
    db,
    files,
    outbox,
    settings,
    counters,
    checks: createLeadChecks(config, db, app.log),
    publicUrl: config.publicUrl,
    activationTtlSeconds: config.accountActivationTtlSeconds,
    signatureTtlSeconds: config.changeSignatureTtlSeconds,
  };

  for (const [endpoint, energy] of [
    [endpoints.electricityLeadEndpoint, 'electricity'],
    [endpoints.gasLeadEndpoint, 'gas'],
  ] as const) {
    registerEndpoint(
      app,
      endpoint,
      async ({ body, query, principal, request }) =>
        receiveLeadStep(deps, energy, body, {
          principal,
          address: request.ip,
          language: toServerLanguage(query.lang),
        }),
      { bodyLimit: LEAD_ROUTE_BODY_LIMIT, preParsing: leadBodyGate(app, energy) },
    );
  }

  registerEndpoint(app, endpoints.leadSolvencyEndpoint, async ({ params, principal, request }) => ({
    scoring: await leadCheck(deps, 'solvency', params.lead_id, { principal, address: request.ip }),
  }));
  registerEndpoint(
    app,
    endpoints.leadDniValidationEndpoint,
    async ({ params, principal, request }) => ({
      dni_valid: await leadCheck(deps, 'dni', params.lead_id, { principal, address: request.ip }),
    }),
  );

  registerEndpoint(app, endpoints.staffLeadListEndpoint, async ({ query }) =>
    staffListLeads(db, query),
  );
  registerEndpoint(app, endpoints.staffLeadEndpoint, async ({ params }) =>
    staffGetLead(db, params.id),
  );
  registerEndpoint(app, endpoints.staffLeadFileEndpoint, async ({ params }) =>
    staffLeadFile(db, files, params.id, params.fileId),
  );
  registerEndpoint(app, endpoints.signLeadEndpoint, async ({ params }) =>
    staffSignLead(deps, params.id),
  );
  registerEndpoint(app, endpoints.staffLeadStateEndpoint, async ({ params, body, audit }) => {
    const { from, lead } = await staffMarkLead(db, params.id, body.state);
    audit.target = `lead:${params.id}`;
    audit.details = { from, to: body.state };
    return lead;
  });
}

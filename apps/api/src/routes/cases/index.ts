import * as staffEndpoints from '@portal/domain/endpoints/backoffice-cases';
import * as endpoints from '@portal/domain/endpoints/cases';
import { registerEndpoint } from '../../plugins/endpoint-route';
import { toServerLanguage } from '../../lib/language';
import type { App } from '../../types';
import {
  staffAssignCase,
  staffChangeStatus,
  staffGetCase,
  staffListCases,
  staffReply,
} from './backoffice-cases';
import * as repo from './cases.repository';
import { attachmentFile } from './case-answers';
import {
  getCustomerCase,
  listCategories,
  listCustomerCases,
  openRequest,
  replyAsCustomer,
} from './customer-cases';
import { fileClaim, listClaimSubtypes, listClaimTypes } from './claims';
import { sendUnsignedContact } from './unsigned-contact';

/** Whose upload quota the back office's files count against: staff share one. */
const BACKOFFICE_UPLOADER = 'backoffice';

/**
 * Requests, claims and the unsigned contact (spec 2 point 7 "Cases and claims", decision 017): the
 * customer's cases and their conversations, the claim types, visitors' messages, and the back
 * office's calls that answer them.
 */
export function registerCaseRoutes(app: App) {
  const { db, files, outbox, settings, counters, uploads, config } = app.services;
  const deps = { db, files, outbox, settings, publicUrl: config.publicUrl };

  registerEndpoint(app, endpoints.caseCategoriesEndpoint, async ({ query }) =>
    listCategories(db, query.unsigned === 'true', toServerLanguage(query.lang)),
  );

  registerEndpoint(app, endpoints.createCaseEndpoint, async ({ principal, query, request }) =>
    openRequest(deps, principal.userId, query.lang, (rules, use) =>
      uploads.receive(request, principal.userId, rules, use),
    ),
  );
  registerEndpoint(app, endpoints.listCasesEndpoint, async ({ principal, query }) =>
    listCustomerCases(db, principal.userId, query, toServerLanguage(query.lang)),
  );
  registerEndpoint(app, endpoints.getCaseEndpoint, async ({ principal, params, query }) =>
    getCustomerCase(db, principal.userId, params.id, toServerLanguage(query.lang)),
  );
  registerEndpoint(app, endpoints.replyToCaseEndpoint, async ({ principal, params, request }) =>
    replyAsCustomer(deps, principal.userId, params.id, (rules, use) =>
      uploads.receive(request, principal.userId, rules, use),
    ),
  );
  registerEndpoint(app, endpoints.caseAttachmentEndpoint, async ({ principal, params }) =>
    attachmentFile(
      files,
      await repo.findCustomerAttachment(db, principal.userId, params.id, params.attachmentId),
    ),
  );

  // A visitor's quota is their address's: there is no account to count against.
  registerEndpoint(app, endpoints.unsignedContactEndpoint, async ({ query, request }) =>
    sendUnsignedContact(
      { ...deps, counters },
      request.ip,
      toServerLanguage(query.lang),
      (rules, use) => uploads.receive(request, `unsigned:${request.ip}`, rules, use),
    ),
  );

  registerEndpoint(app, endpoints.claimTypesEndpoint, async ({ query }) =>
    listClaimTypes(toServerLanguage(query.lang)),
  );
  registerEndpoint(app, endpoints.claimSubtypesEndpoint, async ({ params, query }) =>
    listClaimSubtypes(params.id, toServerLanguage(query.lang)),
  );
  registerEndpoint(
    app,
    endpoints.createClaimEndpoint,
    async ({ principal, params, query, request }) =>
      fileClaim(deps, principal.userId, params.name, query.lang, (rules, use) =>
        uploads.receive(request, principal.userId, rules, use),
      ),
  );

  registerEndpoint(app, staffEndpoints.staffListCasesEndpoint, async ({ staff, query }) =>
    staffListCases(db, query, staff.id, toServerLanguage(query.lang)),
  );
  registerEndpoint(app, staffEndpoints.staffAssignCaseEndpoint, async ({ staff, params, query }) =>
    staffAssignCase(db, params.id, staff.id, toServerLanguage(query.lang)),
  );
  registerEndpoint(app, staffEndpoints.staffGetCaseEndpoint, async ({ params, query }) =>
    staffGetCase(db, params.id, toServerLanguage(query.lang)),
  );
  registerEndpoint(app, staffEndpoints.staffReplyEndpoint, async ({ params, request }) =>
    staffReply(deps, params.id, (rules, use) =>
      uploads.receive(request, BACKOFFICE_UPLOADER, rules, use),
    ),
  );
  registerEndpoint(app, staffEndpoints.staffCaseStatusEndpoint, async ({ params, body }) =>
    staffChangeStatus(deps, params.id, body.status),
  );
  registerEndpoint(app, staffEndpoints.staffCaseAttachmentEndpoint, async ({ params }) =>
    attachmentFile(files, await repo.findAnyAttachment(db, params.id, params.attachmentId)),
  );
}

import {
  caseAttachmentParamsSchema,
  caseFileTypes,
  caseCategoriesQuerySchema,
  caseCategoriesSchema,
  caseCreatedSchema,
  caseDetailSchema,
  caseIdParamsSchema,
  caseListQuerySchema,
  caseListSchema,
  caseMessageSchema,
  claimSubtypesSchema,
  claimTypeParamsSchema,
  claimTypesSchema,
  trackingResultSchema,
} from '../schemas/cases';
import { contractNameParamsSchema } from '../schemas/contracts';
import { langQuerySchema } from '../schemas/query';
import { defineEndpoint, fileBody } from './endpoint';

/**
 * Requests (CRM cases), claims (ATC) and the unsigned contact: the calls of spec 2 point 7 "Cases
 * and claims" and the ones it does not show (list, detail, messages, attachments, the back office),
 * designed in docs/decisions/017. Every signed-in call answers only the customer's own cases; any
 * other is a 404. Calls with files take multipart/form-data (decision 013).
 */

const tag = 'cases';

const uploadErrors = {
  413: ['payload_too_large'],
  415: ['unsupported_media_type'],
  429: ['upload_quota_exceeded'],
} as const;

/** The categories a request may have; with unsigned=true, the visitors' contact form's. */
export const caseCategoriesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/crm/cases/categories/',
  versions: [2],
  access: 'public',
  tag,
  query: caseCategoriesQuerySchema,
  response: caseCategoriesSchema,
});

/**
 * Opens a request on one of the customer's contracts: the fields of `caseCreateFieldsSchema` and
 * up to six `attachments`.
 */
export const createCaseEndpoint = defineEndpoint({
  method: 'POST',
  path: '/crm/cases/',
  versions: [2],
  access: 'change',
  tag,
  query: langQuerySchema,
  status: 201,
  response: caseCreatedSchema,
  errors: { ...uploadErrors, 404: ['not_found'] },
});

/** The customer's requests and claims, newest activity first; `status` filters them. */
export const listCasesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/crm/cases/',
  versions: [2],
  access: 'customer',
  tag,
  query: caseListQuerySchema,
  response: caseListSchema,
});

/** One request with its conversation. */
export const getCaseEndpoint = defineEndpoint({
  method: 'GET',
  path: '/crm/cases/:id',
  versions: [2],
  access: 'customer',
  tag,
  params: caseIdParamsSchema,
  query: langQuerySchema,
  response: caseDetailSchema,
  errors: { 404: ['not_found'] },
});

/** The customer's reply: `message` and up to six `attachments`. A closed case takes none (409). */
export const replyToCaseEndpoint = defineEndpoint({
  method: 'POST',
  path: '/crm/cases/:id/messages/',
  versions: [2],
  access: 'change',
  tag,
  params: caseIdParamsSchema,
  query: langQuerySchema,
  status: 201,
  response: caseMessageSchema,
  errors: { ...uploadErrors, 404: ['not_found'], 409: ['case_closed'] },
});

/** A file of a case, the customer's or staff's, as it was sent. */
export const caseAttachmentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/crm/cases/:id/attachments/:attachmentId',
  versions: [2],
  access: 'customer',
  tag,
  params: caseAttachmentParamsSchema,
  response: fileBody(...caseFileTypes),
  errors: { 404: ['not_found'] },
});

/**
 * A visitor's message (spec 2 point 7): email, mobile, category, subject, description and one
 * optional `attachment`; `result` is the reference, also e-mailed to the sender. Rate limited.
 */
export const unsignedContactEndpoint = defineEndpoint({
  method: 'POST',
  path: '/crm/unsigned/',
  versions: [2],
  access: 'public',
  tag,
  query: langQuerySchema,
  status: 201,
  response: trackingResultSchema,
  errors: { ...uploadErrors, 429: ['too_many_attempts', 'upload_quota_exceeded'] },
});

/** The regulated claim types (CNMC table 81), in the asked language. */
export const claimTypesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/atc/tipus',
  versions: [2],
  access: 'customer',
  tag,
  query: langQuerySchema,
  response: claimTypesSchema,
});

/** The subtypes of a claim type (CNMC table 82). */
export const claimSubtypesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/atc/tipus/:id/subtipus',
  versions: [2],
  access: 'customer',
  tag,
  params: claimTypeParamsSchema,
  query: langQuerySchema,
  response: claimSubtypesSchema,
  errors: { 404: ['not_found'] },
});

/**
 * A claim about one of the customer's contracts: contract, tipus, subtipus, comments and one
 * optional `attachment`; `result` is the claim's number.
 */
export const createClaimEndpoint = defineEndpoint({
  method: 'POST',
  path: '/contracts/:name/atc/',
  versions: [2],
  access: 'change',
  tag,
  params: contractNameParamsSchema,
  query: langQuerySchema,
  status: 201,
  response: trackingResultSchema,
  errors: { ...uploadErrors, 404: ['not_found'] },
});

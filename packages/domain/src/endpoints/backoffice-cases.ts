import {
  caseStatusBodySchema,
  staffCaseListQuerySchema,
  staffCaseListSchema,
  staffCaseSchema,
} from '../schemas/backoffice-cases';
import {
  caseAttachmentParamsSchema,
  caseFileTypes,
  caseIdParamsSchema,
  caseMessageSchema,
} from '../schemas/cases';
import { langQuerySchema } from '../schemas/query';
import { defineEndpoint, fileBody } from './endpoint';

/**
 * The back office's calls on cases (docs/decisions/017, issue 27): staff list, read, take, answer
 * and move every customer's and visitor's cases. Apart from the customers' calls, so that no
 * customer's page carries them.
 */

const uploadErrors = {
  413: ['payload_too_large'],
  415: ['unsupported_media_type'],
  429: ['upload_quota_exceeded'],
} as const;

/**
 * The inbox: every customer's and visitor's cases, oldest first, filtered by status (open by
 * default), kind, category, age and assignee, with how many cases each status holds.
 */
export const staffListCasesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/crm/cases',
  versions: [1],
  access: 'agent',
  tag: 'backoffice',
  query: staffCaseListQuerySchema,
  response: staffCaseListSchema,
});

/** "Assign to me": the case is the asking staff member's from now on; answers the case. */
export const staffAssignCaseEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/crm/cases/:id/assign',
  versions: [1],
  access: 'agent',
  tag: 'backoffice',
  params: caseIdParamsSchema,
  query: langQuerySchema,
  response: staffCaseSchema,
  errors: { 404: ['not_found'] },
  audit: 'case.assign',
});

export const staffGetCaseEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/crm/cases/:id',
  versions: [1],
  access: 'agent',
  tag: 'backoffice',
  params: caseIdParamsSchema,
  query: langQuerySchema,
  response: staffCaseSchema,
  errors: { 404: ['not_found'] },
});

/**
 * Staff's answer (multipart: the fields of `staffMessageFieldsSchema` and up to six
 * `attachments`), shown to the customer with the administrator label and e-mailed to them.
 */
export const staffReplyEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/crm/cases/:id/messages/',
  versions: [1],
  access: 'agent',
  tag: 'backoffice',
  params: caseIdParamsSchema,
  status: 201,
  response: caseMessageSchema,
  errors: { ...uploadErrors, 404: ['not_found'] },
  audit: 'case.reply',
});

/** Staff move a case to another status; the customer is told by e-mail. */
export const staffCaseStatusEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/backoffice/crm/cases/:id/status',
  versions: [1],
  access: 'agent',
  tag: 'backoffice',
  params: caseIdParamsSchema,
  body: caseStatusBodySchema,
  response: staffCaseSchema,
  errors: { 404: ['not_found'] },
  audit: 'case.status',
});

export const staffCaseAttachmentEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/crm/cases/:id/attachments/:attachmentId',
  versions: [1],
  access: 'agent',
  tag: 'backoffice',
  params: caseAttachmentParamsSchema,
  response: fileBody(...caseFileTypes),
  errors: { 404: ['not_found'] },
});

import {
  staffContactLeadListQuerySchema,
  staffContactLeadListSchema,
  staffContactLeadParamsSchema,
  staffContactLeadSchema,
  staffContactLeadStateBodySchema,
} from '../schemas/contact-leads';
import { uploadFileTypes } from '../schemas/uploads';
import { defineEndpoint, fileBody } from './endpoint';

/*
 * The back office's side of the contact leads (decision 020): the requests to be called the power
 * calculator and the comparators send, oldest first by state, each with what the tool computed and
 * its invoice, and the marks staff set on them.
 */

const tag = 'backoffice';

export const staffContactLeadListEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/contact-leads',
  versions: [1],
  access: 'agent',
  tag,
  query: staffContactLeadListQuerySchema,
  response: staffContactLeadListSchema,
});

export const staffContactLeadEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/contact-leads/:id',
  versions: [1],
  access: 'agent',
  tag,
  params: staffContactLeadParamsSchema,
  response: staffContactLeadSchema,
  errors: { 404: ['not_found'] },
});

export const staffContactLeadInvoiceEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/contact-leads/:id/invoice',
  versions: [1],
  access: 'agent',
  tag,
  params: staffContactLeadParamsSchema,
  response: fileBody(...uploadFileTypes),
  errors: { 404: ['not_found'] },
});

/** Staff mark a contact lead contacted, signed or discarded: forward only (`contactLeadMarksFrom`). */
export const staffContactLeadStateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/contact-leads/:id/state',
  versions: [1],
  access: 'agent',
  tag,
  params: staffContactLeadParamsSchema,
  body: staffContactLeadStateBodySchema,
  response: staffContactLeadSchema,
  errors: { 404: ['not_found'], 409: ['state_change_not_allowed'] },
  audit: 'contact_lead.state',
});

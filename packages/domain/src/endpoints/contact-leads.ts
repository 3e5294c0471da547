import {
  staffContactLeadListQuerySchema,
  staffContactLeadListSchema,
  staffContactLeadParamsSchema,
  staffContactLeadSchema,
} from '../schemas/contact-leads';
import { uploadFileTypes } from '../schemas/uploads';
import { defineEndpoint, fileBody } from './endpoint';

/*
 * The back office's side of the contact leads (decision 020): the requests to be called the power
 * calculator and the comparators send, newest first, each with what the tool computed and its
 * invoice.
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

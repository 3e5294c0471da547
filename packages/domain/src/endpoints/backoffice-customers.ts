import {
  customerIdParamsSchema,
  customerPageSchema,
  customerSearchQuerySchema,
  customerSearchSchema,
} from '../schemas/backoffice-customers';
import { defineEndpoint } from './endpoint';

/**
 * Agents find a customer by tax id, name, e-mail, CUPS, contract or invoice number (issue 27), to
 * answer their cases with their contracts and invoices in view.
 */
export const searchCustomersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/customers',
  versions: [1],
  access: 'agent',
  tag: 'backoffice',
  query: customerSearchQuerySchema,
  response: customerSearchSchema,
});

/** A customer's page; each read is in the audit trail. */
export const customerPageEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/customers/:id',
  versions: [1],
  access: 'agent',
  tag: 'backoffice',
  params: customerIdParamsSchema,
  response: customerPageSchema,
  errors: { 404: ['not_found'] },
  audit: 'customer.read',
});

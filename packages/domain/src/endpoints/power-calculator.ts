import { contactLeadAnswerSchema } from '../schemas/contact-leads';
import { powerCalculatorLeadBodySchema } from '../schemas/power-calculator';
import { langQuerySchema } from '../schemas/query';
import { defineEndpoint } from './endpoint';

/**
 * The power calculator's lead (spec 3 point 7, `POST /leads/potencia`; docs/decisions/020): the
 * server computes the optimal power again from the appliances and stores a contact lead. Open to
 * visitors; a customer's token, when sent, names them (`visitor`). 404 when the retailer has the
 * calculator off.
 */
export const powerCalculatorLeadEndpoint = defineEndpoint({
  method: 'POST',
  path: '/leads/potencia',
  versions: [1],
  access: 'visitor',
  tag: 'power-calculator',
  query: langQuerySchema,
  body: powerCalculatorLeadBodySchema,
  response: contactLeadAnswerSchema,
  errors: {
    404: ['not_found'],
    413: ['payload_too_large'],
    429: ['too_many_attempts'],
  },
});

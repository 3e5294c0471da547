import { langQuerySchema } from '../schemas/query';
import { signupAnswerSchema, signupBodySchema } from '../schemas/signup';
import { defineEndpoint } from './endpoint';

/**
 * Account activation (spec 3 point 7, `POST signup/confirm`): checks the customer's tax id, contract
 * and invoice number and e-mails the link that sets the password; the page to show comes back in
 * `result.render`. Ten tries an hour per client address.
 */
export const confirmSignupEndpoint = defineEndpoint({
  method: 'POST',
  path: '/signup/confirm',
  versions: [1, 2],
  access: 'public',
  tag: 'auth',
  query: langQuerySchema,
  body: signupBodySchema,
  response: signupAnswerSchema,
  errors: { 429: ['too_many_attempts'] },
});

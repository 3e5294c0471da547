import * as z from 'zod/mini';
import { isValidPhone } from '../validators/phone';
import { emailField, taxIdField } from './auth';

/**
 * Account activation (spec 3 points 3 and 5, "Sign-up (activation) form"): an existing customer
 * without online access proves who they are with their tax id, a contract of theirs (its number,
 * or the last six characters of its CUPS where the retailer allows it) and, where the retailer asks
 * for it, the number of one of their invoices; the link to choose a password goes by e-mail.
 */

const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
    .check(z.trim(), z.maxLength(max, 'too_long'));

const accepted = z.boolean({ error: 'required' }).check(z.refine((value) => value, 'required'));

export const SIGNUP_PHONE_MIN_LENGTH = 4;
export const SIGNUP_PHONE_MAX_LENGTH = 12;

const signupFields = {
  nif: taxIdField,
  contract: text(40).check(z.minLength(1, 'required')),
  email: emailField,
  email2: emailField,
  phone: z.optional(
    text(SIGNUP_PHONE_MAX_LENGTH).check(
      z.refine(
        (phone) => phone === '' || (phone.length >= SIGNUP_PHONE_MIN_LENGTH && isValidPhone(phone)),
        'phone_not_valid',
      ),
    ),
  ),
  /** Required when the retailer's settings ask for it (signUp.invoiceNumber); checked there. */
  invoiceNumber: z.optional(text(40)),
};

const emailsCoincide = z.refine<{ email: string; email2: string }>(
  (fields) => fields.email.toLowerCase() === fields.email2.toLowerCase(),
  { message: 'emails_must_coincide', path: ['email2'] },
);

/** The activation form: one box accepts the conditions and the data protection policy. */
export const signupFormSchema = z
  .strictObject({ ...signupFields, acceptConditionsAndGdpr: accepted })
  .check(emailsCoincide);
export type SignupForm = z.infer<typeof signupFormSchema>;

export const signupBodySchema = z
  .strictObject({ ...signupFields, accept_conditions: accepted, accept_gdpr: accepted })
  .check(emailsCoincide);
export type SignupBody = z.infer<typeof signupBodySchema>;

/**
 * The answer (spec 3 point 7): the page the server renders. `errors`, when the account cannot be
 * activated, are texts in the request's language, listed under the heading cannot_signup; `body`
 * is the success page's HTML (escaped), empty with errors.
 */
export const signupAnswerSchema = z.object({
  result: z.object({
    render: z.object({ errors: z.array(z.string()), body: z.string() }),
  }),
});
export type SignupAnswer = z.infer<typeof signupAnswerSchema>;

/** The call's body of the form's values. */
export function signupBodyOf({ acceptConditionsAndGdpr, ...fields }: SignupForm): SignupBody {
  return {
    ...fields,
    accept_conditions: acceptConditionsAndGdpr,
    accept_gdpr: acceptConditionsAndGdpr,
  };
}

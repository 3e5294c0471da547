import * as z from 'zod/mini';
import { isValidEmail } from '../validators/email';
import { isValidTaxId } from '../validators/tax-id';
import { PASSWORD_MIN_LENGTH, isStrongPassword } from '../rules/password';

/**
 * Request bodies of the sign-in and account calls (spec 1 point 7, spec 3 point 7).
 * Messages are field error codes (see ../errors.ts). Objects are strict: unknown fields are rejected.
 * Written with zod/mini: the web's first page parses with these, and classic zod would cost it 20 KB.
 */

const stringOrType = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') });

const required = (max = 256) =>
  stringOrType().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'too_long'));

/** Passwords are compared as typed: trimming would lock out one registered with edge spaces. */
const requiredPassword = stringOrType().check(
  z.minLength(1, 'required'),
  z.maxLength(128, 'too_long'),
);

export const emailField = required(254).check(
  z.refine(isValidEmail, 'validation_email_name_not_valid'),
);

export const taxIdField = required(20).check(z.refine(isValidTaxId, 'vat_not_valid'));

/** A new password: spec 1 point 5 (length, then upper, lower, digit and symbol). */
export const newPasswordField = stringOrType().check(
  z.minLength(1, 'required'),
  z.minLength(PASSWORD_MIN_LENGTH, 'password_too_short'),
  z.maxLength(128, 'too_long'),
  z.refine(isStrongPassword, 'password_invalid'),
);

/** `user` is the tax id or the e-mail of the account. */
export const loginBodySchema = z.strictObject({
  user: required(254),
  password: requiredPassword,
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.strictObject({
  user: required(254).check(
    z.refine((user) => isValidEmail(user) || isValidTaxId(user), 'invalid_user'),
  ),
  password: newPasswordField,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const clientIdBodySchema = z.strictObject({
  client_id: required(128),
  secret: required(256),
});
export type ClientIdBody = z.infer<typeof clientIdBodySchema>;

/**
 * The OpenID return (spec 1 points 4 and 7): the authorization code and the nonce the web sent to the
 * provider, plus its PKCE code verifier when it sent a code challenge. The web checks its signed
 * state itself, so the state is not sent.
 */
export const openidLoginBodySchema = z.strictObject({
  code: required(4096),
  nonce: required(512),
  // RFC 7636 section 4.1: 43 to 128 unreserved characters.
  code_verifier: z.optional(
    z
      .string({ error: 'invalid_type' })
      .check(z.regex(/^[A-Za-z0-9\-._~]{43,128}$/, 'invalid_value')),
  ),
});
export type OpenidLoginBody = z.infer<typeof openidLoginBodySchema>;

/** Token response for OpenID (spec 1 point 3): our token, the provider's ID token, new customer. */
export const openidTokenResponseSchema = z.object({
  token: z.string(),
  openid_token: z.string(),
  new_customer: z.boolean(),
});
export type OpenidTokenResponse = z.infer<typeof openidTokenResponseSchema>;

/**
 * What the web needs to send a visitor to the provider and back: it builds the authorization URL
 * itself (with its own signed state, nonce and PKCE challenge) and the logout URL from
 * `end_session_endpoint` (null when the provider has none).
 */
export const openidConfigSchema = z.object({
  authorization_endpoint: z.string(),
  end_session_endpoint: z.nullable(z.string()),
  client_id: z.string(),
  redirect_uri: z.string(),
  scope: z.string(),
  post_logout_redirect_uri: z.string(),
});
export type OpenidConfig = z.infer<typeof openidConfigSchema>;

export const tokenValidityBodySchema = z.strictObject({
  token: required(4096),
});

/** A token that is valid: an invalid one answers 401 token_invalid, an expired one 419 token_expired. */
export const tokenValiditySchema = z.object({ token_is_valid: z.literal(true) });

export const recoverBodySchema = z.strictObject({
  email: emailField,
});
export type RecoverBody = z.infer<typeof recoverBodySchema>;

/** Password recovery by tax id and e-mail (spec 3 point 5, "Password recovery"). */
export const passwordResetRequestBodySchema = z.strictObject({
  nif: taxIdField,
  email: emailField,
});
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

/** A recovery request is taken the same whether or not an account matches (nothing is revealed). */
export const acceptedSchema = z.object({ status: z.literal('accepted') });

/** The one-time token of a password-reset link. */
export const resetTokenParamsSchema = z.object({
  token: z.string().check(z.minLength(1), z.maxLength(512)),
});

/** A reset link still usable; a used or expired one answers 400 reset_token_invalid. */
/**
 * A usable password link; `activation` when its account has no password yet (the link activates it,
 * decision 023), so that the page names what it does.
 */
export const resetTokenValiditySchema = z.object({
  valid: z.literal(true),
  activation: z.boolean(),
});

export const passwordResetConfirmBodySchema = z.strictObject({
  token: required(512),
  password: newPasswordField,
});
export type PasswordResetConfirmBody = z.infer<typeof passwordResetConfirmBodySchema>;

export const passwordResetDoneSchema = z.object({ status: z.literal('ok') });

/** What the API takes for a password change (spec 1 point 7: current, password). */
export const changePasswordBodySchema = z
  .strictObject({
    current: stringOrType().check(
      z.minLength(PASSWORD_MIN_LENGTH, 'required'),
      z.maxLength(128, 'too_long'),
    ),
    password: newPasswordField,
  })
  .check(
    z.refine((body) => body.current !== body.password, {
      message: 'password_must_differ',
      path: ['password'],
    }),
  );
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** The change revokes every session, the caller's too: the token of its new session comes back. */
export const passwordChangedSchema = z.object({ status: z.literal('ok'), token: z.string() });

/**
 * The repetition of a new password in the forms (spec 1 point 5). Equal to the new password, it has
 * its length; any other repetition is told that the passwords must coincide, a short one too.
 */
const repeatField = z.string().check(z.minLength(1, 'required'));

const passwordsCoincide = z.refine<{ password: string; repeat: string }>(
  (form) => form.password === form.repeat,
  { message: 'passwords_must_coincide', path: ['repeat'] },
);

/** The change-password form adds the repeat field (spec 1 point 5). */
export const changePasswordFormSchema = z
  .strictObject({
    current: z.string().check(z.minLength(PASSWORD_MIN_LENGTH, 'required')),
    password: newPasswordField,
    repeat: repeatField,
  })
  .check(
    passwordsCoincide,
    z.refine((form) => form.current !== form.password, {
      message: 'password_must_differ',
      path: ['password'],
    }),
  );
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

export const tokenResponseSchema = z.object({
  token: z.string(),
  change_password: z.optional(z.boolean()),
  new_customer: z.optional(z.boolean()),
});
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** A back-office request for a customer token (read-only, or impersonating as the named agent). */
export const backofficeTokenBodySchema = z.strictObject({
  user: required(254),
  readonly: z._default(z.boolean({ error: 'invalid_type' }), false),
});
export type BackofficeTokenBody = z.infer<typeof backofficeTokenBodySchema>;

/** The new password of a reset link, and its repetition. */
export const newPasswordFormSchema = z
  .strictObject({ password: newPasswordField, repeat: repeatField })
  .check(passwordsCoincide);
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;

/** The registration form: what the API takes, plus the repeated password. */
export const registerFormSchema = z
  .strictObject({ ...registerBodySchema.shape, repeat: repeatField })
  .check(passwordsCoincide);
export type RegisterForm = z.infer<typeof registerFormSchema>;

import * as z from 'zod/mini';
import { isValidEmail } from '../validators/email';
import { staffRoles } from '../staff-roles';
import { newPasswordField } from './auth';

/**
 * The staff's back office (issue 27): its roles, sign-in, and the staff member and tokens its calls
 * answer with. Written with zod/mini like every schema the web parses with.
 */

const stringOrType = () =>
  z.string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') });

const required = (max: number) =>
  stringOrType().check(z.trim(), z.minLength(1, 'required'), z.maxLength(max, 'too_long'));

const roleField = z.enum(staffRoles, { error: 'invalid_value' });

/** A one-time code of the second factor: six digits (RFC 6238 as authenticator apps show it). */
const otpField = stringOrType().check(z.trim(), z.regex(/^\d{6}$/, 'invalid_value'));

export const staffLoginBodySchema = z.strictObject({
  email: required(254),
  /** Compared as typed, as a customer's. */
  password: stringOrType().check(z.minLength(1, 'required'), z.maxLength(128, 'too_long')),
  otp: z.optional(otpField),
});
export type StaffLoginBody = z.infer<typeof staffLoginBodySchema>;

export const staffMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleField,
  language: z.string(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffLoginSchema = z.object({ token: z.string(), staff: staffMemberSchema });

/**
 * An admin's first sign-in without a second factor (403 `otp_setup_required`): the secret to add to
 * an authenticator app, as text and as an `otpauth://` address; the next sign-in sends a code of it.
 */
export const otpSetupSchema = z.object({
  error: z.literal('otp_setup_required'),
  otp_secret: z.string(),
  otp_uri: z.string(),
});

/** Sets a new staff member's password through their single-use link. */
export const staffPasswordBodySchema = z.strictObject({
  token: required(128),
  password: newPasswordField,
});

export const apiTokenBodySchema = z.strictObject({
  name: required(80),
  /** The token's role: its owner's when absent, never above it. */
  role: z.optional(roleField),
});

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: roleField,
  created_at: z.string(),
  last_used_at: z.nullable(z.string()),
  revoked_at: z.nullable(z.string()),
  /** Whose token it is: an admin's list holds everyone's. */
  owner: z.object({ email: z.string(), name: z.string() }),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** A token just created: the only answer that holds its secret. */
export const createdApiTokenSchema = z.object({ ...apiTokenSchema.shape, token: z.string() });

export const apiTokenListSchema = z.object({ items: z.array(apiTokenSchema) });

export const apiTokenParamsSchema = z.strictObject({
  id: z.string().check(z.regex(/^[0-9a-f-]{36}$/i, 'invalid_value')),
});

export const newStaffBodySchema = z.strictObject({
  email: required(254).check(z.refine(isValidEmail, 'email_not_valid')),
  name: required(120),
  role: roleField,
  language: z._default(z.enum(['es', 'ca', 'en'], { error: 'invalid_value' }), 'es'),
});

export const staffListSchema = z.object({
  items: z.array(
    z.object({
      ...staffMemberSchema.shape,
      second_factor: z.boolean(),
      disabled: z.boolean(),
      created_at: z.string(),
      /** Null when they have never signed in. */
      last_sign_in_at: z.nullable(z.string()),
    }),
  ),
});
export type StaffListItem = z.infer<typeof staffListSchema>['items'][number];

export const newStaffSchema = z.object({ staff: staffMemberSchema, password_link: z.string() });

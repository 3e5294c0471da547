import { defineEndpoint } from '@portal/domain/endpoints/endpoint';
import * as z from 'zod/mini';

/*
 * The staff sign-in's calls as issue 27's contract describes them, until the staff accounts land
 * in the domain's endpoints: POST backoffice/login, GET backoffice/me, POST backoffice/logout.
 */

export const staffRoles = ['agent', 'supervisor', 'admin'] as const;
export type StaffRole = (typeof staffRoles)[number];

export const staffSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(staffRoles),
  language: z.string(),
});
export type Staff = z.infer<typeof staffSchema>;

export const staffLoginBodySchema = z.strictObject({
  email: z.string().check(z.trim(), z.minLength(1, 'required_field'), z.maxLength(254, 'too_long')),
  password: z.string().check(z.minLength(1, 'required_field'), z.maxLength(1024, 'too_long')),
  otp: z.optional(z.string().check(z.trim(), z.regex(/^\d{6}$/, 'invalid_value'))),
});
export type StaffLoginBody = z.input<typeof staffLoginBodySchema>;

/** The sign-in's first step, and its second when the API asks for the one-time code. */
export const staffCredentialsFormSchema = z.strictObject({
  email: staffLoginBodySchema.shape.email,
  password: staffLoginBodySchema.shape.password,
});
export const staffOtpFormSchema = z.strictObject({
  otp: z
    .string()
    .check(z.trim(), z.minLength(1, 'required_field'), z.regex(/^\d{6}$/, 'invalid_value')),
});

export const staffLoginEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/login',
  versions: [1],
  access: 'public',
  tag: 'backoffice',
  body: staffLoginBodySchema,
  response: z.object({ token: z.string(), staff: staffSchema }),
});

export const staffMeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/backoffice/me',
  versions: [1],
  access: 'backoffice',
  tag: 'backoffice',
  response: staffSchema,
});

export const staffLogoutEndpoint = defineEndpoint({
  method: 'POST',
  path: '/backoffice/logout',
  versions: [1],
  access: 'backoffice',
  tag: 'backoffice',
  status: 204,
  response: null,
});

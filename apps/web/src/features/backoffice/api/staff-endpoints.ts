import { staffLoginBodySchema, type StaffMember } from '@portal/domain/schemas/staff';
import * as z from 'zod/mini';

/*
 * The staff sign-in's forms (issue 27): its first step (e-mail and password) and, when the API
 * asks for it, the one-time code, each judged by the call's own fields.
 */

export type { StaffLoginBody } from '@portal/domain/schemas/staff';
export type { StaffRole } from '@portal/domain/staff-roles';
export type Staff = StaffMember;

export const staffCredentialsFormSchema = z.strictObject({
  email: staffLoginBodySchema.shape.email,
  password: staffLoginBodySchema.shape.password,
});

export const staffOtpFormSchema = z.strictObject({
  otp: z.string().check(z.trim(), z.minLength(1, 'required'), z.regex(/^\d{6}$/, 'invalid_value')),
});

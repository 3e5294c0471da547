import * as z from 'zod/mini';

/**
 * A staff member's OpenID Connect sign-in (issue 27). When the provider has vouched for an admin who
 * still owes the one-time code, the 403 `otp_required` / `otp_setup_required` carries
 * `pending_sign_in`: a short-lived proof of the provider's part, sent back with the code.
 */
export const staffOpenidOtpBodySchema = z.strictObject({
  pending_sign_in: z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
    .check(z.minLength(1, 'required'), z.maxLength(2048, 'too_long')),
  otp: z
    .string({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid_type') })
    .check(z.trim(), z.regex(/^\d{6}$/, 'invalid_value')),
});
export type StaffOpenidOtpBody = z.infer<typeof staffOpenidOtpBodySchema>;

/** The provider's part done, the code still owed: what the 403 of an admin's OpenID sign-in adds. */
export const pendingStaffSignInSchema = z.object({
  error: z.enum(['otp_required', 'otp_setup_required']),
  pending_sign_in: z.string(),
  otp_secret: z.optional(z.string()),
  otp_uri: z.optional(z.string()),
});

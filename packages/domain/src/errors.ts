import * as z from 'zod/mini';

/**
 * The one error shape of the API (ARCHITECTURE.md "API"): a stable code, or field errors by field.
 * Codes double as i18n keys on the web side.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  retry_after: z.optional(z.int()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const fieldErrorsSchema = z.object({
  errors: z.record(z.string(), z.array(z.string())),
});
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

/** Codes a field can fail with; each is an i18n key of the web's `validation` namespace. */
export const fieldErrorCodes = [
  'required',
  'invalid_type',
  'unknown_field',
  'invalid_value',
  'too_long',
  'validation_email_name_not_valid',
  'vat_not_valid',
  'invalid_user',
  'password_too_short',
  'password_invalid',
  'passwords_must_coincide',
  'password_must_differ',
  'phone_not_valid',
  'power_modification_validation',
  'power_modification_same',
  'power_over_limit_2td',
  'power_decreasing_periods',
  'change_address_validation',
  'contractation_not_valid_ref',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

/** Codes of whole-request errors; each is an i18n key of the web's `errors` namespace. */
export const apiErrorCodes = [
  'invalid_json',
  'invalid_body',
  'payload_too_large',
  'unsupported_media_type',
  'not_found',
  'method_not_allowed',
  'invalid_credentials',
  'too_many_attempts',
  'unauthorized',
  'token_expired',
  'token_invalid',
  'forbidden',
  'readonly_token',
  'impersonation_forbidden',
  'wrong_password',
  'user_already_exists',
  'invalid_client',
  'openid_invalid',
  'reset_token_invalid',
  'internal_error',
  'service_unavailable',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

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
  'iban_field_invalid',
  'iban_change_validation',
  'iban_change_has_files',
  'file_too_large',
  'invalid_attachment_type',
  'invalid_file_name',
  'no_cession_sips_required',
  'battery_percentage_over_total',
  'battery_move_over_share',
  'tariff_option_not_offered',
  'required_field',
  'atc_validation',
  'cups_not_valid',
  'cups_not_available',
  'zipcode_length',
  'street_name_length',
  'street_number_length',
  'block_length',
  'stairs_length',
  'floor_length',
  'door_length',
  'company_vat_not_allowed',
  'email_not_valid',
  'power_field_not_valid',
  'power_must_be_greater_than_previous',
  'promo_code_invalid',
  'promo_code_already_applied',
  'date_not_valid',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

/** Codes of whole-request errors; each is an i18n key of the web's `errors` namespace. */
export const apiErrorCodes = [
  'invalid_json',
  'invalid_body',
  'invalid_url',
  'payload_too_large',
  'unsupported_media_type',
  'not_found',
  'method_not_allowed',
  'invalid_credentials',
  'too_many_attempts',
  'upload_quota_exceeded',
  'unauthorized',
  'token_expired',
  'token_invalid',
  'forbidden',
  'readonly_token',
  'impersonation_forbidden',
  'password_change_required',
  'wrong_password',
  'user_already_exists',
  'invalid_client',
  'openid_invalid',
  'reset_token_invalid',
  'contract_not_active',
  'power_same_error_modification_close',
  'error_usuario_otra_vivienda_habitual_activa',
  'tariff_option_not_available',
  'battery_locked',
  'battery_self_consumption',
  'curve_not_available',
  'cch_invalid_date',
  'cch_date_range_invalid',
  'cch_range_too_long',
  'contract_cch_chart_no_data',
  'product_not_available',
  'document_not_available',
  'signature_link_invalid',
  'change_already_signed',
  'case_closed',
  'lead_closed',
  'lead_check_failed',
  'internal_error',
  'service_unavailable',
] as const;
export type ApiErrorCode = (typeof apiErrorCodes)[number];

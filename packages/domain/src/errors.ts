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

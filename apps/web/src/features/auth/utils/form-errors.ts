import { fieldErrorCodes } from '@portal/domain/errors';
import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { errorTextKey, fieldErrorTextKey } from '@/lib/errors';

/** The namespaces of the account pages (the page map loads all of them with the page). */
export const authNamespaces = ['auth', 'errors', 'validation', 'common'] as const;
export type AuthTexts = TFunction<typeof authNamespaces>;

const isFieldErrorCode = (code: string) => (fieldErrorCodes as readonly string[]).includes(code);

/**
 * The text of a field's error. Its message holds one or more codes, comma-separated; several are
 * shown joined by commas (spec 3 point 8, "Password recovery"). A whole-request code put on a field
 * (wrong_password on the current password) reads from the `errors` namespace.
 */
export function fieldErrorText(t: AuthTexts, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const texts = message.split(',').map((code) => {
    if (isFieldErrorCode(code)) return t(fieldErrorTextKey(code));
    const key = errorTextKey(code);
    return key === 'errors:unknown_error' ? t(fieldErrorTextKey(code)) : t(key);
  });
  // Only the last text keeps its full stop.
  return texts.map((text, i) => (i < texts.length - 1 ? text.replace(/\.$/, '') : text)).join(', ');
}

/** The form's fields a failed call has field errors for, in the form's order. */
export function serverErrorFields<T extends string>(error: unknown, fields: readonly T[]): T[] {
  if (!isApiError(error)) return [];
  return fields.filter((name) => (error.fieldErrors[name]?.length ?? 0) > 0);
}

/** Puts a 400's field errors on their fields and focuses the first one. */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): void {
  if (!isApiError(error)) return;
  serverErrorFields(error, fields).forEach((name, index) => {
    const codes = error.fieldErrors[name] ?? [];
    setError(name, { type: 'server', message: codes.join(',') }, { shouldFocus: index === 0 });
  });
}

/** The text of a call that failed as a whole (no field to put it on). */
export function requestErrorText(error: unknown, t: AuthTexts): string {
  if (!isApiError(error)) return t(errorTextKey('unknown_error'));
  if (error.status === 0) return t(errorTextKey('network_error'));
  if (error.status === 429) {
    const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
    return t('auth:tooManyAttempts', { count: minutes });
  }
  if (error.status === 503) return t(errorTextKey('service_unavailable'));
  if (error.status >= 500) return t(errorTextKey('internal_error'));
  return t(errorTextKey(error.code));
}

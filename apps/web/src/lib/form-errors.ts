import { fieldErrorCodes, type FieldErrorCode } from '@portal/domain/error-codes';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from './api-client';
import { errorTextKey, fieldErrorTextKey, type ErrorTextCode } from './errors';

/**
 * What these functions need of a form's `t`: the `validation` and `errors` texts. Any `t` whose
 * namespaces include both fits (the auth pages', the change dialogs', …).
 */
export type FormErrorTexts = (
  key: `validation:${FieldErrorCode}` | `errors:${ErrorTextCode}` | 'errors:tooManyAttempts',
  values?: { size?: number; count?: number },
) => string;

const isFieldErrorCode = (code: string) => (fieldErrorCodes as readonly string[]).includes(code);

/** The text of one code put on a field: a field error, else a whole-request error, else "invalid". */
function codeText(t: FormErrorTexts, code: string, values: { size?: number }): string {
  if (isFieldErrorCode(code)) return t(fieldErrorTextKey(code), values);
  const key = errorTextKey(code);
  return key === 'errors:unknown_error' ? t(fieldErrorTextKey(code), values) : t(key);
}

export interface FieldErrorTextOptions {
  /** Fills the texts that name a figure (the size limit of a file, in MB). */
  size?: number;
  /**
   * How several codes read: as sentences one after the other (the default), or joined by commas,
   * only the last text keeping its full stop (spec 3 point 8, "Password recovery", and the other
   * account pages).
   */
  joinedBy?: 'sentences' | 'commas';
}

/**
 * The text of a field's error. Its message holds one or more codes, comma-separated (as
 * `setServerFieldErrors` puts them). A whole-request code put on a field (wrong_password on the
 * current password) reads from the `errors` namespace.
 */
export function fieldErrorText(
  t: FormErrorTexts,
  message: string | undefined,
  { size, joinedBy = 'sentences' }: FieldErrorTextOptions = {},
): string | undefined {
  if (!message) return undefined;
  const texts = message.split(',').map((code) => codeText(t, code, { size }));
  if (joinedBy === 'sentences') return texts.join(' ');
  return texts.map((text, i) => (i < texts.length - 1 ? text.replace(/\.$/, '') : text)).join(', ');
}

/** The form's fields a failed call has field errors for, in the form's order. */
export function serverErrorFields<T extends string>(error: unknown, fields: readonly T[]): T[] {
  if (!isApiError(error)) return [];
  return fields.filter((name) => (error.fieldErrors[name]?.length ?? 0) > 0);
}

/**
 * Puts a 400's field errors on the form's fields (their names are the body's) and focuses the first
 * one; true when at least one field got one, so the caller shows no whole-request error.
 */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  const failed = serverErrorFields(error, fields);
  failed.forEach((name, index) => {
    const codes = error.fieldErrors[name] ?? [];
    setError(name, { type: 'server', message: codes.join(',') }, { shouldFocus: index === 0 });
  });
  return failed.length > 0;
}

/** The text of a call that failed as a whole (no field to put it on). */
export function requestErrorText(t: FormErrorTexts, error: unknown): string {
  if (!isApiError(error)) return t(errorTextKey('unknown_error'));
  if (error.status === 0) return t(errorTextKey('network_error'));
  if (error.status === 429 && error.code === 'too_many_attempts') {
    const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 60) / 60));
    return t('errors:tooManyAttempts', { count: minutes });
  }
  if (error.status === 503) return t(errorTextKey('service_unavailable'));
  if (error.status >= 500) return t(errorTextKey('internal_error'));
  return t(errorTextKey(error.code));
}

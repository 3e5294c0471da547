import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '@/lib/api-client';
import { errorTextKey, fieldErrorTextKey } from '@/lib/errors';
import type { ContractChangeTexts } from './texts';

/** Puts a 400's field errors on the form's fields; true when at least one field got one. */
export function setServerFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error)) return false;
  const failed = fields.filter((name) => (error.fieldErrors[name]?.length ?? 0) > 0);
  failed.forEach((name, index) => {
    const codes = error.fieldErrors[name] ?? [];
    setError(name, { type: 'server', message: codes.join(',') }, { shouldFocus: index === 0 });
  });
  return failed.length > 0;
}

/** The text of a field error: one or more comma-separated codes of the `validation` namespace. */
export function fieldErrorText(
  t: ContractChangeTexts,
  message: string | undefined,
  values: { size?: number } = {},
): string | undefined {
  if (!message) return undefined;
  return message
    .split(',')
    .map((code) => t(fieldErrorTextKey(code), values))
    .join(' ');
}

/** The text of a call that failed as a whole: the `errors` text of its code. */
export function requestErrorText(t: ContractChangeTexts, error: unknown): string {
  if (!isApiError(error)) return t(errorTextKey('unknown_error'));
  if (error.status === 0) return t(errorTextKey('network_error'));
  if (error.status === 503) return t(errorTextKey('service_unavailable'));
  if (error.status >= 500) return t(errorTextKey('internal_error'));
  return t(errorTextKey(error.code));
}

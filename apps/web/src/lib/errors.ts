import {
  apiErrorCodes,
  fieldErrorCodes,
  type ApiErrorCode,
  type FieldErrorCode,
} from '@portal/domain/error-codes';
import type { ClientErrorCode } from './api-client';

/** Codes with a text in the `errors` namespace: the API's plus the client's own. */
export type ErrorTextCode = ApiErrorCode | ClientErrorCode | 'invalid_feature_flags';

const errorTextCodes: readonly string[] = [
  ...apiErrorCodes,
  'network_error',
  'invalid_response',
  'unknown_error',
  'invalid_feature_flags',
];

/** The `errors` key for any code; codes we have no text for read as the generic failure. */
export function errorTextKey(code: string): `errors:${ErrorTextCode}` {
  return `errors:${errorTextCodes.includes(code) ? (code as ErrorTextCode) : 'unknown_error'}`;
}

/** The `validation` key for a field error code (from the domain schema or the server). */
export function fieldErrorTextKey(code: string | undefined): `validation:${FieldErrorCode}` {
  return `validation:${
    (fieldErrorCodes as readonly string[]).includes(code ?? '')
      ? (code as FieldErrorCode)
      : 'invalid_value'
  }`;
}

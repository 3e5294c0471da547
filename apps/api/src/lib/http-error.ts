import type { DocumentedErrorCode } from '@portal/domain/endpoints/endpoint';

/** An error with a status and a stable code that the error handler sends as `{ error: code }`. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: DocumentedErrorCode,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(code);
  }
}

/** A 400 with field errors, for checks that need the database and so live outside the schema. */
export class FieldErrorsError extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: Record<string, string[]>) {
    super('field_errors');
  }
}

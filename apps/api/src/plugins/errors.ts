import { fieldErrorCodes } from '@portal/domain/errors';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { FieldErrorsError, HttpError } from '../lib/http-error';

const knownFieldCodes = new Set<string>(fieldErrorCodes);

const codeByKeyword: Record<string, string> = {
  invalid_type: 'invalid_type',
  too_big: 'too_long',
  too_small: 'required',
};

type ValidationItem = {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: { keys?: string[] };
};

/** Turns schema issues into `{ field: [codes] }`; unknown fields are named one by one. */
function toFieldErrors(items: ValidationItem[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, code: string) => {
    const list = (errors[field] ??= []);
    if (!list.includes(code)) list.push(code);
  };
  for (const item of items) {
    const field = item.instancePath.replace(/^\//, '').replace(/\//g, '.');
    if (item.keyword === 'unrecognized_keys') {
      for (const key of item.params?.keys ?? [])
        add(field ? `${field}.${key}` : key, 'unknown_field');
      continue;
    }
    const code =
      item.message && knownFieldCodes.has(item.message)
        ? item.message
        : (codeByKeyword[item.keyword] ?? 'invalid_value');
    add(field || '_', code);
  }
  return errors;
}

const fastifyCodes: Record<string, { status: number; error: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'invalid_json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: 'invalid_body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: 'unsupported_media_type' },
};

/**
 * One error handler: every failure leaves as `{ error: code }` or `{ errors: {…} }`; 5xx details are
 * logged with the request id and never sent (ARCHITECTURE.md "API").
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send({ error: error.code, ...error.extra });
    }
    if (error instanceof FieldErrorsError) {
      return reply.status(400).send({ errors: error.errors });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const items = error.validation as ValidationItem[];
      const bodyNotAnObject = items.some(
        (item) => item.instancePath === '/' && item.keyword === 'invalid_type',
      );
      if (bodyNotAnObject) return reply.status(400).send({ error: 'invalid_body' });
      return reply.status(400).send({ errors: toFieldErrors(items) });
    }
    const fastifyError = error as FastifyError;
    const known = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
    if (known) return reply.status(known.status).send({ error: known.error });
    if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
      return reply.status(400).send({ error: 'invalid_json' });
    }
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, 'client error');
      const code =
        status === 404 ? 'not_found' : status === 405 ? 'method_not_allowed' : 'invalid_body';
      return reply.status(status).send({ error: code });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(status === 503 ? 503 : 500).send({
      error: status === 503 ? 'service_unavailable' : 'internal_error',
    });
  });
}

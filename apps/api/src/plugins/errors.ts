import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDataException, isDatabaseUnavailable } from '../db/database-errors';
import { type DatabaseOutage, replyDatabaseUnavailable } from '../db/database-outage';
import { toFieldErrors, type ValidationItem } from '../lib/field-errors';
import { FieldErrorsError, HttpError } from '../lib/http-error';

const fastifyCodes: Record<string, { status: number; error: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, error: 'invalid_json' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, error: 'invalid_json' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, error: 'invalid_body' },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, error: 'payload_too_large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, error: 'unsupported_media_type' },
  FST_ERR_BAD_URL: { status: 400, error: 'invalid_url' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, error: 'invalid_url' },
};

/**
 * Fastify's `frameworkErrors` option: the errors its router raises before any route or error
 * handler runs (a malformed or too long path parameter) leave in the API's one shape too.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const known = fastifyCodes[error.code];
  if (known) {
    request.log.info({ err: error }, 'client error');
    return reply.status(known.status).send({ error: known.error });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.status(500).send({ error: 'internal_error' });
}

/**
 * One error handler: every failure leaves as `{ error: code }` or `{ errors: {…} }`; 5xx details are
 * logged with the request id and never sent (ARCHITECTURE.md "API"). A database that cannot be
 * reached is a 503 logged by `outage`, once a second.
 */
export function registerErrorHandling(app: FastifyInstance, outage: DatabaseOutage) {
  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    if (error instanceof HttpError) {
      // The standard header beside the body's retry_after, for clients and proxies that read it.
      if (typeof error.extra.retry_after === 'number') {
        reply.header('retry-after', String(error.extra.retry_after));
      }
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
      const context = (error as FastifyError).validationContext;
      const input =
        context === 'querystring'
          ? request.query
          : context === 'params'
            ? request.params
            : context === 'headers'
              ? request.headers
              : request.body;
      return reply.status(400).send({ errors: toFieldErrors(items, input) });
    }
    const fastifyError = error as FastifyError;
    const known = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
    if (known) return reply.status(known.status).send({ error: known.error });
    if (error instanceof SyntaxError && fastifyError.statusCode === 400) {
      return reply.status(400).send({ error: 'invalid_json' });
    }
    if (isDatabaseUnavailable(error)) {
      outage.failed(error);
      return replyDatabaseUnavailable(reply);
    }
    if (isDataException(error)) {
      // The schemas should have refused the value: the log names the query to mend them.
      request.log.warn({ err: error }, 'the database refused a value of the request');
      return reply.status(400).send({ error: 'invalid_body' });
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

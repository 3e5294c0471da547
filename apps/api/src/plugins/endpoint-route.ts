import type { Readable } from 'node:stream';
import { apiErrorSchema, fieldErrorsSchema } from '@portal/domain/errors';
import {
  type AnyEndpoint,
  type BodyOf,
  type EndpointAccess,
  type ErrorStatus,
  type FileBody,
  isFileBody,
  isSignedInAccess,
  isStaffAccess,
  type ParamsOf,
  type QueryOf,
  refusesReadonly,
  refusesUntilPasswordChange,
  type ResponseOf,
  type SignedInAccess,
  type StaffAccess,
  type SuccessInput,
} from '@portal/domain/endpoints/endpoint';
import { roleCovers } from '@portal/domain/staff-roles';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
} from 'fastify';
import * as z from 'zod/mini';
import type { Principal } from '../services/auth/auth.service';
import { type AuditNote, describeVia } from '../services/audit/audit-trail';
import type { StaffPrincipal } from '../services/staff/staff.service';
import type { App } from '../types';
import { attachmentDisposition } from '../lib/content-disposition';
import { HttpError } from '../lib/http-error';

/** A file answer: the registration sends it with its type and an attachment disposition. */
export interface FileAnswer {
  content: Buffer | Readable | string;
  contentType: string;
  filename: string;
}

export interface EndpointCall<E extends AnyEndpoint> {
  params: ParamsOf<E>;
  query: QueryOf<E>;
  body: BodyOf<E>;
  /** The signed-in caller, for the accesses that need one (and a visitor's, when they are signed in). */
  principal: E['access'] extends SignedInAccess
    ? Principal
    : E['access'] extends 'visitor'
      ? Principal | undefined
      : undefined;
  /** The staff member of a back-office call. */
  staff: E['access'] extends StaffAccess ? StaffPrincipal : undefined;
  /** What the call's audit entry says it acted on and changed (staff calls that declare `audit`). */
  audit: AuditNote;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A failure answered with a body of the endpoint's own (its `failureAnswers`) rather than thrown as
 * an HttpError: the card payment's outcome.
 */
export class FailureAnswer {
  constructor(
    readonly status: ErrorStatus,
    readonly body: unknown,
  ) {}
}

type EndpointAnswer<E extends AnyEndpoint> =
  (ResponseOf<E> extends FileBody ? FileAnswer : SuccessInput<E>) | FailureAnswer;

export type EndpointHandler<E extends AnyEndpoint> = (
  call: EndpointCall<E>,
) => Promise<EndpointAnswer<E>>;

/** Fastify route options an endpoint may need beyond its declaration (upload limits). */
export type EndpointRouteOptions = {
  bodyLimit?: number;
  /** Writes the answer instead of the response schema's serializer (the invoice list, for speed). */
  serializerCompiler?: () => (data: unknown) => string;
  preParsing?: (
    request: FastifyRequest,
    reply: FastifyReply,
    payload: Readable,
  ) => Promise<Readable>;
};

/**
 * The error answers of an endpoint for the OpenAPI document: its own, and those its access and
 * schemas imply. They are documentation only: the error handler shapes error bodies, no serializer.
 */
export function endpointErrorResponses(endpoint: AnyEndpoint): Record<number, z.ZodMiniType> {
  const codes = new Map<ErrorStatus | 500, string[]>();
  const add = (status: ErrorStatus | 500, ...list: string[]) =>
    codes.set(status, [...new Set([...(codes.get(status) ?? []), ...list])]);
  if (endpoint.params || endpoint.query || endpoint.body) add(400, 'invalid_body');
  if (endpoint.body) add(400, 'invalid_json');
  if (isSignedInAccess(endpoint.access) || endpoint.access === 'visitor') {
    add(401, 'unauthorized', 'token_expired', 'token_invalid');
  }
  if (refusesUntilPasswordChange(endpoint.access)) add(403, 'password_change_required');
  if (refusesReadonly(endpoint.access)) add(403, 'readonly_token', 'impersonation_forbidden');
  if (isStaffAccess(endpoint.access)) {
    add(401, 'unauthorized', 'token_expired', 'token_invalid');
    add(403, 'insufficient_role');
  }
  for (const [status, list] of Object.entries(endpoint.errors ?? {})) {
    add(Number(status) as ErrorStatus, ...list);
  }
  for (const status of Object.keys(endpoint.failureAnswers ?? {}))
    codes.delete(Number(status) as ErrorStatus);
  add(500, 'internal_error');
  add(503, 'service_unavailable');
  const responses: Record<number, z.ZodMiniType> = {};
  for (const [status, list] of codes) {
    const described = z.extend(apiErrorSchema, {}).register(z.globalRegistry, {
      description: `error: ${list.join(' | ')}`,
    });
    responses[status] = status === 400 ? z.union([fieldErrorsSchema, described]) : described;
  }
  return { ...responses, ...(endpoint.failureAnswers as Record<number, z.ZodMiniType>) };
}

/**
 * Checks the caller against the endpoint's access before anything else of the request is read (its
 * body included): the token and its session, then what the session may do.
 */
function accessCheck(app: App, access: EndpointAccess) {
  const { authenticateSession, authenticateStaff } = app.services;
  return async (request: FastifyRequest) => {
    if (access === 'public') return;
    if (isStaffAccess(access)) {
      await authenticateStaff(request);
      if (!roleCovers(request.staff!.role, access)) throw new HttpError(403, 'insufficient_role');
      return;
    }
    if (access === 'visitor' && !request.headers.authorization) return;
    await authenticateSession(request);
    const principal = request.principal!;
    if (principal.mustChangePassword && refusesUntilPasswordChange(access)) {
      throw new HttpError(403, 'password_change_required');
    }
    if (refusesReadonly(access)) {
      if (principal.readonly) throw new HttpError(403, 'readonly_token');
      if (principal.impersonator) throw new HttpError(403, 'impersonation_forbidden');
    }
  };
}

/** A call's path parameters as its audit entry's default target: `id=12`. */
function describeParams(params: unknown): string | undefined {
  if (!params || typeof params !== 'object') return undefined;
  const entries = Object.entries(params as Record<string, unknown>);
  return entries.length > 0
    ? entries.map(([key, value]) => `${key}=${String(value)}`).join(',')
    : undefined;
}

/** A route registered from an endpoint: the API's table of calls and who may make them. */
export type RegisteredRoute = { endpoint: AnyEndpoint; url: string };

const routesByApp = new WeakMap<object, RegisteredRoute[]>();

/** Every route an app registered from endpoints, in registration order. */
export const registeredRoutes = (app: App): readonly RegisteredRoute[] =>
  routesByApp.get(app.services) ?? [];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint a route was registered from; routes without one are not part of the API. */
    endpoint?: AnyEndpoint;
  }
}

/**
 * Registers an endpoint's route under each of its versions: its access checked first, its params,
 * query and body validated by its schemas, its answer serialized (and stripped) by its response
 * schema, the handler typed by all of them.
 */
export function registerEndpoint<E extends AnyEndpoint>(
  app: App,
  endpoint: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const schema: FastifySchema = {
    tags: [endpoint.tag],
    ...(endpoint.params && { params: endpoint.params }),
    ...(endpoint.query && { querystring: endpoint.query }),
    ...(endpoint.body && { body: endpoint.body }),
    ...((isSignedInAccess(endpoint.access) || isStaffAccess(endpoint.access)) && {
      security: [{ bearer: [] }],
    }),
    // A file is sent as it is; its types are for the document.
    response: {
      [endpoint.status ?? 200]: isFileBody(endpoint.response)
        ? z.any().register(z.globalRegistry, {
            description: endpoint.response.contentTypes.join(', '),
          })
        : (endpoint.response ?? z.null()),
      ...endpoint.failureAnswers,
    },
  };
  const status = endpoint.status ?? 200;
  // By the app's services, which its scopes share: a route registered in a scope is the app's too.
  const registered = routesByApp.get(app.services) ?? [];
  routesByApp.set(app.services, registered);
  for (const version of endpoint.versions) {
    const url = `/api/v${version}${endpoint.path}`;
    registered.push({ endpoint, url });
    app.route({
      method: endpoint.method,
      url,
      schema,
      config: { endpoint },
      onRequest: accessCheck(app, endpoint.access),
      ...options,
      handler: async (request, reply) => {
        const audit: AuditNote = {};
        const answer = await handler({
          params: request.params,
          query: request.query,
          body: request.body,
          principal: request.principal,
          staff: request.staff,
          audit,
          request,
          reply,
        } as EndpointCall<E>);
        if (endpoint.audit && request.staff && !(answer instanceof FailureAnswer)) {
          audit.target ??= describeParams(request.params);
          const { staff } = request;
          await app.services.audit.record(
            { ...staff, via: describeVia(staff.via) },
            endpoint.audit,
            audit,
            request,
          );
        }
        if (answer instanceof FailureAnswer) {
          if (!endpoint.failureAnswers?.[answer.status]) {
            throw new Error(`${endpoint.path} declares no ${answer.status} answer`);
          }
          return reply.status(answer.status).send(answer.body);
        }
        if (isFileBody(endpoint.response)) {
          const file = answer as FileAnswer;
          return reply
            .header('content-type', file.contentType)
            .header('content-disposition', attachmentDisposition(file.filename))
            .send(file.content);
        }
        return reply.status(status).send(answer);
      },
    });
  }
}

/**
 * Every route under /api/ is an endpoint registered with its access: one registered any other way
 * could be public by omission, so declaring it throws and the app does not start. `exempt` are the
 * paths under /api/ that are not calls of the API (its OpenAPI document).
 */
export function refuseUndeclaredApiRoutes(app: FastifyInstance, ...exempt: string[]): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith('/api/') || exempt.includes(route.url)) return;
    if (!route.config?.endpoint) {
      throw new Error(
        `${String(route.method)} ${route.url} is not an endpoint: use registerEndpoint`,
      );
    }
  });
}

import type * as core from 'zod/v4/core';
import type { ApiErrorCode } from '../error-codes';
import type { PaymentErrorCode } from '../schemas/payment';
import { type StaffRole, staffRoles } from '../staff-roles';

/**
 * Who may make a call. Every endpoint names one, so that none is public by omission.
 *
 * - `public`: anyone; a token is not read.
 * - `visitor`: anyone; a customer's token, when sent, must be valid and names them (the contracting
 *   wizard: a signed-in customer contracts as themselves). Read-only and impersonated sessions are
 *   refused, as for `change`.
 * - `customer`: a signed-in customer reading their own data.
 * - `change`: a signed-in customer changing something. Read-only and impersonated sessions are
 *   refused (spec 1 point 6: a back-office agent may look but not act for the customer).
 * - `password`: changing the password. Refused like `change`, but the one change open to a session
 *   that must change its password first.
 * - `session`: the session's own upkeep (refresh, logout), open to every session.
 * - `agent`, `supervisor`, `admin`: the retailer's staff in the back office (issue 27), signed in
 *   with a staff token or one of their API tokens, of at least that role. A customer's token is
 *   refused there, as a staff token is everywhere else.
 *
 * Every signed-in access but `password` and `session` is refused (403 `password_change_required`)
 * to a session whose password must change before anything else.
 */
export type EndpointAccess = 'public' | 'visitor' | SignedInAccess | StaffAccess;

/** The accesses that need a signed-in customer's token. */
export const signedInAccesses = ['customer', 'change', 'password', 'session'] as const;
export type SignedInAccess = (typeof signedInAccesses)[number];

export const isSignedInAccess = (access: EndpointAccess): access is SignedInAccess =>
  (signedInAccesses as readonly string[]).includes(access);

/** The staff's accesses, named by the least role that may call (`StaffRole`). */
export type StaffAccess = StaffRole;

export const isStaffAccess = (access: EndpointAccess): access is StaffAccess =>
  (staffRoles as readonly string[]).includes(access);

/**
 * The accesses refused to a session whose password must change first: a visitor's call too, when
 * it sends such a session's token.
 */
export const refusesUntilPasswordChange = (access: EndpointAccess) =>
  (isSignedInAccess(access) || access === 'visitor') &&
  access !== 'password' &&
  access !== 'session';

/** The accesses read-only and impersonated sessions are refused. */
export const refusesReadonly = (access: EndpointAccess) =>
  access === 'change' || access === 'password' || access === 'visitor';

/** A code an endpoint documents: the API's own, or a card payment's. */
export type DocumentedErrorCode = ApiErrorCode | PaymentErrorCode;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** An answer that is a file rather than JSON (a PDF, a workbook, a CSV). */
export interface FileBody {
  readonly kind: 'file';
  /** The media types the file may have. */
  readonly contentTypes: readonly string[];
}

export const fileBody = (...contentTypes: string[]): FileBody => ({ kind: 'file', contentTypes });

export const isFileBody = (body: unknown): body is FileBody =>
  typeof body === 'object' && body !== null && (body as { kind?: unknown }).kind === 'file';

/** A successful answer: a JSON schema, a file, or nothing (204). */
export type SuccessBody = core.$ZodType | FileBody | null;

export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 406 | 409 | 413 | 415 | 419 | 429 | 503;

/**
 * One call of the API, declared once and read by both sides: the server registers its route from it
 * (method, path under each version, access, schemas, documented answers) and the web's client calls
 * it (path, versions, the answer's schema). Paths are written as Fastify writes them (`/contracts/:name`).
 */
export interface Endpoint<
  Params extends core.$ZodType | undefined = core.$ZodType | undefined,
  Query extends core.$ZodType | undefined = core.$ZodType | undefined,
  Body extends core.$ZodType | undefined = core.$ZodType | undefined,
  Success extends SuccessBody = SuccessBody,
> {
  readonly method: HttpMethod;
  readonly path: string;
  /** The API versions (`/api/v{n}`) that serve the call; the client tries the highest first. */
  readonly versions: readonly [number, ...number[]];
  readonly access: EndpointAccess;
  /** Groups the call in the OpenAPI document. */
  readonly tag: string;
  readonly params?: Params;
  readonly query?: Query;
  readonly body?: Body;
  /** The success status: 200 unless said otherwise. */
  readonly status?: 200 | 201 | 202 | 204;
  /** The success answer's body: a schema (which also strips what must not leave), a file, or none. */
  readonly response: Success;
  /**
   * Whole-request error codes the call answers besides those its access and schemas imply (400 for
   * invalid input, 401 and 403 for the access), for the documentation and the client.
   */
  readonly errors?: Partial<Record<ErrorStatus, readonly DocumentedErrorCode[]>>;
  /**
   * Failure statuses whose body is a schema of the call's own rather than `{ error }` (the card
   * payment's outcome): the server serializes them with it and the client may read them.
   */
  readonly failureAnswers?: Partial<Record<ErrorStatus, core.$ZodType>>;
  /**
   * The action a staff call records in the audit trail (issue 27), as `area.verb`: every staff call
   * that changes something names one, and a read does when reading is itself worth recording (a
   * customer's page).
   */
  readonly audit?: string;
}

export type AnyEndpoint = Endpoint<
  core.$ZodType | undefined,
  core.$ZodType | undefined,
  core.$ZodType | undefined,
  SuccessBody
>;

/**
 * Declares an endpoint, keeping the exact types of its schemas and its access for both sides (the
 * server's handler of a signed-in access receives the caller).
 */
export function defineEndpoint<
  Params extends core.$ZodType | undefined = undefined,
  Query extends core.$ZodType | undefined = undefined,
  Body extends core.$ZodType | undefined = undefined,
  Success extends SuccessBody = null,
  Access extends EndpointAccess = EndpointAccess,
>(
  endpoint: Endpoint<Params, Query, Body, Success> & { readonly access: Access },
): Endpoint<Params, Query, Body, Success> & { readonly access: Access } {
  return endpoint;
}

type SchemaOutput<S> = S extends core.$ZodType ? core.output<S> : undefined;
type SchemaInput<S> = S extends core.$ZodType ? core.input<S> : undefined;

/** The schemas an endpoint was declared with (its optional fields read without `undefined`). */
type AnySchema = core.$ZodType | undefined;
export type ParamsSchemaOf<E> =
  E extends Endpoint<infer P, AnySchema, AnySchema, SuccessBody> ? P : never;
export type QuerySchemaOf<E> =
  E extends Endpoint<AnySchema, infer Q, AnySchema, SuccessBody> ? Q : never;
export type BodySchemaOf<E> =
  E extends Endpoint<AnySchema, AnySchema, infer B, SuccessBody> ? B : never;
export type ResponseOf<E> =
  E extends Endpoint<AnySchema, AnySchema, AnySchema, infer S> ? S : never;

/** What the handler receives, validated. */
export type ParamsOf<E extends AnyEndpoint> = SchemaOutput<ParamsSchemaOf<E>>;
export type QueryOf<E extends AnyEndpoint> = SchemaOutput<QuerySchemaOf<E>>;
export type BodyOf<E extends AnyEndpoint> = SchemaOutput<BodySchemaOf<E>>;

/** What the client sends. */
export type ParamsInput<E extends AnyEndpoint> = SchemaInput<ParamsSchemaOf<E>>;
export type QueryInput<E extends AnyEndpoint> = SchemaInput<QuerySchemaOf<E>>;
export type BodyInput<E extends AnyEndpoint> = SchemaInput<BodySchemaOf<E>>;

/** The success body: what the handler returns (input) and what the client reads (output). */
export type SuccessInput<E extends AnyEndpoint> =
  ResponseOf<E> extends core.$ZodType
    ? core.input<ResponseOf<E>>
    : ResponseOf<E> extends FileBody
      ? never
      : void;
export type SuccessOutput<E extends AnyEndpoint> = SchemaOutput<ResponseOf<E>>;

/**
 * The path of a call with its parameters filled in, each encoded as one path segment. A parameter
 * the path names but the values lack is a programming error.
 */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for ${name}`);
    // A comma may stay as it is in a path segment (RFC 3986): lists of ids read as lists.
    return encodeURIComponent(String(value)).replace(/%2C/gi, ',');
  });
}

import {
  type AnyEndpoint,
  type BodyInput,
  type BodySchemaOf,
  endpointPath,
  isFileBody,
  type ParamsInput,
  type ParamsSchemaOf,
  type QueryInput,
  type QuerySchemaOf,
  refusesUntilPasswordChange,
  type SuccessOutput,
} from '@portal/domain/endpoints/endpoint';
import { apiErrorSchema, fieldErrorsSchema } from '@portal/domain/errors';
import * as z from 'zod/mini';
import type * as core from 'zod/v4/core';
import { currentLanguage } from './i18n';
import { expireSession, getSession, getSessionToken, requirePasswordChange } from './session';

/** Base of every call (spec 1 point 7); the API is served on the same origin. */
export const API_BASE = '/api';

/** Codes the client gives errors that carry none of the API's own codes. */
export type ClientErrorCode = 'network_error' | 'invalid_response' | 'unknown_error';

const codeByStatus: Record<number, string> = {
  400: 'invalid_body',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'too_many_attempts',
  500: 'internal_error',
  502: 'internal_error',
  503: 'service_unavailable',
  504: 'internal_error',
};

/** A failed call: HTTP status (0 when the network failed), the API's code and its field errors. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: Readonly<Record<string, readonly string[]>>;
  /** Seconds to wait, from `retry_after` or the Retry-After header (429). */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    code: string,
    options: { fieldErrors?: Record<string, string[]>; retryAfter?: number; cause?: unknown } = {},
  ) {
    super(`API ${status}: ${code}`, { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fieldErrors = options.fieldErrors ?? {};
    this.retryAfter = options.retryAfter;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type UnauthorizedHandler = () => void;
let onUnauthorizedLogout: UnauthorizedHandler = () => {};

/**
 * What a 401 on a call marked `logoutOnUnauthorized` does (spec 1 point 4: a 401 on multipoint calls
 * logs the customer out); the app sets it, as it knows how to reach the login page.
 */
export function setUnauthorizedLogoutHandler(handler: UnauthorizedHandler): void {
  onUnauthorizedLogout = handler;
}

let onPasswordChangeRequired: () => void = () => {};

/**
 * What a 403 `password_change_required` does: the API answers it to every call but the password
 * change, refresh and logout while the account must change its password (spec 1 point 4); the app
 * sets it.
 */
export function setPasswordChangeRequiredHandler(handler: () => void): void {
  onPasswordChangeRequired = handler;
}

export interface ApiRequestOptions<T> {
  /** Path below `/api/v{n}`, e.g. `/users/`. */
  path: string;
  /** Versions to try, highest first; a 404 moves on to the next one (spec 1 point 4). */
  versions?: readonly number[];
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON; a FormData (an upload) as multipart/form-data, its boundary set by the browser. */
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined>;
  /** Send the bearer token when there is one (default true). */
  auth?: boolean;
  signal?: AbortSignal;
  /** A 401 logs the customer out instead of opening the session-expired dialog (multipoint calls). */
  logoutOnUnauthorized?: boolean;
  /** Validates and shapes the JSON body; receives the version that answered. */
  parse?: (data: unknown, version: number) => T;
  /** For an upload: called with the share of the body sent so far, from 0 to 1. */
  onUploadProgress?: (sent: number) => void;
}

function buildUrl(version: number, path: string, query: ApiRequestOptions<unknown>['query']) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  params.set('lang', currentLanguage());
  return `${API_BASE}/v${version}${path.startsWith('/') ? path : `/${path}`}?${params}`;
}

async function readJson(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (cause) {
    if (!response.ok) return undefined;
    throw new ApiError(response.status, 'invalid_response', { cause });
  }
}

function toApiError(response: Response, data: unknown): ApiError {
  const fields = fieldErrorsSchema.safeParse(data);
  if (fields.success) {
    return new ApiError(response.status, 'invalid_body', { fieldErrors: fields.data.errors });
  }
  const header = Number(response.headers.get('retry-after'));
  const headerRetry = Number.isFinite(header) && header > 0 ? header : undefined;
  const body = apiErrorSchema.safeParse(data);
  if (body.success) {
    return new ApiError(response.status, body.data.error, {
      retryAfter: body.data.retry_after ?? headerRetry,
    });
  }
  return new ApiError(response.status, codeByStatus[response.status] ?? 'unknown_error', {
    retryAfter: headerRetry,
  });
}

/** Chromium's `scheduler.yield()`, not yet in TypeScript's DOM types nor in every browser. */
const browserScheduler = () =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;

/**
 * Calls the API: JSON (or a multipart upload) in, JSON out, `lang` query parameter, bearer token, version fallback on 404 and
 * one error type (ApiError) for every failure.
 */
export async function apiRequest<T = unknown>(options: ApiRequestOptions<T>): Promise<T> {
  const { versions = [1], method = 'GET', body, auth = true, signal, parse } = options;
  const { logoutOnUnauthorized = false } = options;
  if (versions.length === 0) throw new Error('apiRequest needs at least one version');
  // A page's queries start together as it mounts, and each request costs the main thread a
  // millisecond or two on a phone: each starts in a short task of its own, not all in the task
  // that mounted the page (issue 26).
  await browserScheduler()?.yield?.();
  const token = auth ? getSessionToken() : null;
  const headers: Record<string, string> = { Accept: 'application/json' };
  const isForm = body instanceof FormData;
  if (body !== undefined && !isForm) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;

  for (const [index, version] of versions.entries()) {
    let response: Response;
    try {
      const url = buildUrl(version, options.path, options.query);
      const init: RequestInit = {
        method,
        headers,
        body: body === undefined || isForm ? (body as BodyInit | undefined) : JSON.stringify(body),
        signal,
        credentials: 'same-origin',
      };
      const { onUploadProgress } = options;
      response =
        isForm && onUploadProgress
          ? await import('./send-with-progress').then((m) =>
              m.sendWithProgress(url, { ...init, onUploadProgress }),
            )
          : await fetch(url, init);
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(0, 'network_error', { cause });
    }
    const isLast = index === versions.length - 1;
    const data = await readJson(response);
    if (!response.ok) {
      const error = toApiError(response, data);
      // A version without the call answers a plain not_found; a 404 of the call's own (an
      // unsupported platform, a document not available) says the version is there.
      if (error.status === 404 && error.code === 'not_found' && !isLast) continue;
      // Spec 1 point 4: an expired token opens the session-expired dialog; multipoint calls log out.
      if (error.status === 401 && token) {
        if (logoutOnUnauthorized) onUnauthorizedLogout();
        else if (error.code === 'token_expired') expireSession(token);
      }
      if (error.code === 'password_change_required') {
        if (token) requirePasswordChange(token);
        onPasswordChangeRequired();
      }
      throw error;
    }
    if (!parse) return data as T;
    try {
      return parse(data, version);
    } catch (cause) {
      if (cause instanceof ApiError) throw cause;
      throw new ApiError(response.status, 'invalid_response', { cause });
    }
  }
  // Unreachable: the last version either returns or throws.
  throw new ApiError(404, 'not_found');
}

type QueryValue = string | number | boolean | undefined;

/** What a call of an endpoint sends: its path parameters and body when it has them, its query. */
export type EndpointInput<E extends AnyEndpoint> = (ParamsSchemaOf<E> extends core.$ZodType
  ? { params: ParamsInput<E> }
  : { params?: undefined }) &
  (BodySchemaOf<E> extends core.$ZodType ? { body: BodyInput<E> } : { body?: undefined }) & {
    query?: QuerySchemaOf<E> extends core.$ZodType
      ? { [K in keyof QueryInput<E>]?: QueryValue }
      : undefined;
    signal?: AbortSignal;
    /** A multipart/form-data body, for the calls that take files (read as they come by the server). */
    formData?: FormData;
    /** With `formData`: called with the share of the body sent so far, from 0 to 1. */
    onUploadProgress?: (sent: number) => void;
    /** A 401 logs the customer out instead of opening the session-expired dialog (multipoint calls). */
    logoutOnUnauthorized?: boolean;
  };

/** The versions of an endpoint, highest first: the order the client tries them in. */
export const versionsOf = (endpoint: AnyEndpoint) =>
  [...endpoint.versions].sort((a, b) => b - a) as readonly number[];

/**
 * Calls an endpoint of `@portal/domain/endpoints`: its method, path, versions and answer's schema
 * come from the declaration the server registers its route from.
 */
export function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: EndpointInput<E>,
): Promise<SuccessOutput<E>> {
  const { response } = endpoint;
  if (isFileBody(response))
    throw new Error(`${endpoint.path} answers a file: use fetchEndpointFile`);
  // The server would refuse it: the session learnt so from its sign-in or an earlier answer.
  if (getSession().passwordChangeRequired && refusesUntilPasswordChange(endpoint.access)) {
    onPasswordChangeRequired();
    return Promise.reject(new ApiError(403, 'password_change_required'));
  }
  return apiRequest({
    path: endpointPath(endpoint.path, input.params as Record<string, unknown> | undefined),
    versions: versionsOf(endpoint),
    method: endpoint.method,
    body: input.formData ?? input.body,
    query: input.query as ApiRequestOptions<unknown>['query'],
    signal: input.signal,
    logoutOnUnauthorized: input.logoutOnUnauthorized,
    onUploadProgress: input.onUploadProgress,
    auth: endpoint.access !== 'public',
    parse: (data) => (response === null ? undefined : z.parse(response, data)) as SuccessOutput<E>,
  });
}

/**
 * Calls `call`, or `fallback` when the server has no such version (404): for calls whose versions
 * answer in layouts of their own, each declared as an endpoint (spec 1 point 4, "API versions").
 */
export async function withVersionFallback<T>(
  call: () => Promise<T>,
  fallback: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isApiError(error) && error.status === 404) return fallback();
    throw error;
  }
}

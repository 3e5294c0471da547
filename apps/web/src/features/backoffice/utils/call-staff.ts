import {
  type AnyEndpoint,
  endpointPath,
  isStaffAccess,
  isFileBody,
  type ParamsInput,
  type SuccessOutput,
} from '@portal/domain/endpoints/endpoint';
import { apiErrorSchema, fieldErrorsSchema } from '@portal/domain/errors';
import * as z from 'zod/mini';
import { API_BASE, ApiError, type EndpointInput, versionsOf } from '@/lib/api-client';
import { type DownloadedFile, fetchFile } from '@/lib/fetch-file';
import { currentLanguage } from '@/lib/i18n';
import { clearStaffSession, getStaffToken } from './staff-session';

/*
 * The back office's client (issue 27): the calls of `@portal/domain/endpoints` as the portal's
 * `callEndpoint` makes them (path, versions tried highest first, `lang`, the answer parsed with the
 * declared schema, one ApiError for every failure), with the staff member's token. It is the
 * back office's own, in its chunks: the customer's session is never read, sent or changed by it,
 * and the customers' client never sends a staff token. Only back-office and public calls go
 * through it.
 */

type QueryValue = string | number | boolean | undefined;

/** What a back-office call sends: the customers' client's input, without its session handling. */
export type StaffCallInput<E extends AnyEndpoint> = Omit<
  EndpointInput<E>,
  'logoutOnUnauthorized'
> & {
  /** A file sent as the whole body, with its type as the body's (the imports take `text/csv`). */
  file?: Blob;
};

function refuseOthers(endpoint: AnyEndpoint): void {
  if (!isStaffAccess(endpoint.access) && endpoint.access !== 'public') {
    throw new Error(`${endpoint.path} is not a back-office call`);
  }
}

/** A 401 ends the staff session: its token expired or was revoked; the sign-in says why. */
function endOnUnauthorized(error: unknown, token: string | null): never {
  if (error instanceof ApiError && error.status === 401 && token && token === getStaffToken()) {
    clearStaffSession('expired');
  }
  throw error;
}

async function errorOf(response: Response): Promise<ApiError> {
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  const fields = fieldErrorsSchema.safeParse(data);
  if (fields.success) {
    return new ApiError(response.status, 'invalid_body', { fieldErrors: fields.data.errors });
  }
  const body = apiErrorSchema.safeParse(data);
  const header = Number(response.headers.get('retry-after'));
  const retryAfter = body.success ? body.data.retry_after : undefined;
  return new ApiError(
    response.status,
    body.success ? body.data.error : response.status >= 500 ? 'internal_error' : 'unknown_error',
    // The body stays as the cause: a refusal may carry more (the second factor's new secret).
    {
      retryAfter: retryAfter ?? (Number.isFinite(header) && header > 0 ? header : undefined),
      cause: data,
    },
  );
}

function urlOf(version: number, path: string, query: Record<string, QueryValue> | undefined) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
  }
  params.set('lang', currentLanguage());
  return `${API_BASE}/v${version}${path}?${params}`;
}

/** Calls a back-office endpoint with the staff member's token (a public one with none). */
export async function callStaff<E extends AnyEndpoint>(
  endpoint: E,
  input: StaffCallInput<E>,
): Promise<SuccessOutput<E>> {
  refuseOthers(endpoint);
  const { response: schema } = endpoint;
  if (isFileBody(schema)) throw new Error(`${endpoint.path} answers a file: use fetchStaffFile`);
  const token = endpoint.access === 'public' ? null : getStaffToken();
  const path = endpointPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  const upload = input.formData ?? input.file;
  const body = upload ?? (input.body === undefined ? undefined : JSON.stringify(input.body));
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  if (input.file) headers['Content-Type'] = input.file.type;
  if (token) headers.Authorization = `Bearer ${token}`;
  const versions = versionsOf(endpoint);
  try {
    for (const [index, version] of versions.entries()) {
      const url = urlOf(version, path, input.query as Record<string, QueryValue> | undefined);
      const init: RequestInit = {
        method: endpoint.method,
        headers,
        body,
        signal: input.signal,
        credentials: 'same-origin',
      };
      let response: Response;
      try {
        response =
          upload && input.onUploadProgress
            ? await import('@/lib/send-with-progress').then((m) =>
                m.sendWithProgress(url, { ...init, onUploadProgress: input.onUploadProgress! }),
              )
            : await fetch(url, init);
      } catch (cause) {
        if (input.signal?.aborted) throw cause;
        throw new ApiError(0, 'network_error', { cause });
      }
      if (!response.ok) {
        const error = await errorOf(response);
        // A version without the call answers a plain not_found (as the portal's client reads it).
        if (error.status === 404 && error.code === 'not_found' && index < versions.length - 1) {
          continue;
        }
        throw error;
      }
      if (schema === null || response.status === 204) return undefined as SuccessOutput<E>;
      let data: unknown;
      try {
        data = await response.json();
        return z.parse(schema, data) as SuccessOutput<E>;
      } catch (cause) {
        throw new ApiError(response.status, 'invalid_response', { cause });
      }
    }
    throw new ApiError(404, 'not_found');
  } catch (error) {
    return endOnUnauthorized(error, token);
  }
}

/** Downloads a back-office file with the staff member's token. */
export async function fetchStaffFile<E extends AnyEndpoint>(
  endpoint: E,
  params: ParamsInput<E>,
  query: Record<string, string> = {},
): Promise<DownloadedFile> {
  refuseOthers(endpoint);
  const token = getStaffToken();
  const path = endpointPath(endpoint.path, params as Record<string, unknown> | undefined);
  try {
    return await fetchFile(path.replace(/^\//, ''), versionsOf(endpoint), query, token);
  } catch (error) {
    return endOnUnauthorized(error, token);
  }
}

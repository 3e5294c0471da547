import { type AnyEndpoint, endpointPath, isFileBody } from '@portal/domain/endpoints/endpoint';
import { apiErrorSchema } from '@portal/domain/errors';
import { API_BASE, ApiError, type EndpointInput, versionsOf } from '@/lib/api-client';
import { currentLanguage } from '@/lib/i18n';
import { expireSession, getSessionToken } from '@/lib/session';

/** A file the API sent, with the name its Content-Disposition gives. */
export interface DownloadedFile {
  blob: Blob;
  /** The server's name for the file; undefined when it named none. */
  filename: string | undefined;
}

/**
 * The file name of a Content-Disposition header: the exact UTF-8 `filename*` (RFC 8187) when present,
 * else the plain `filename`.
 */
export function filenameFromDisposition(header: string | null): string | undefined {
  if (!header) return undefined;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended.trim());
    } catch {
      // A malformed escape: the plain name below is still there.
    }
  }
  const plain =
    /filename\s*=\s*"([^"]*)"/i.exec(header)?.[1] ?? /filename\s*=\s*([^;]+)/i.exec(header)?.[1];
  return plain?.trim() || undefined;
}

async function errorOf(response: Response): Promise<ApiError> {
  let data: unknown;
  try {
    data = await response.json();
  } catch {
    data = undefined;
  }
  const body = apiErrorSchema.safeParse(data);
  return new ApiError(response.status, body.success ? body.data.error : 'unknown_error');
}

/**
 * GETs a file from the API (spec 2 point 7: blob downloads), as `apiRequest` does JSON: `lang`
 * parameter, bearer token, the highest version first with fallback on 404, and an ApiError for any
 * failure; an expired token opens the session-expired dialog.
 */
export async function fetchFile(
  path: string,
  versions: readonly number[],
  query: Record<string, string> = {},
  /** A token of the call's own (a staff member's), sent instead of the customer's. */
  ownToken?: string | null,
): Promise<DownloadedFile> {
  const token = ownToken === undefined ? getSessionToken() : ownToken;
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  const search = new URLSearchParams({ ...query, lang: currentLanguage() });
  for (const [index, version] of versions.entries()) {
    let response: Response;
    try {
      response = await fetch(`${API_BASE}/v${version}/${path}?${search}`, {
        headers,
        credentials: 'same-origin',
      });
    } catch (cause) {
      throw new ApiError(0, 'network_error', { cause });
    }
    if (!response.ok) {
      const error = await errorOf(response);
      // As apiRequest: only a plain not_found sends the call to the next version.
      if (error.status === 404 && error.code === 'not_found' && index < versions.length - 1) {
        continue;
      }
      if (
        error.status === 401 &&
        token &&
        ownToken === undefined &&
        error.code === 'token_expired'
      ) {
        expireSession(token);
      }
      throw error;
    }
    return {
      blob: await response.blob(),
      filename: filenameFromDisposition(response.headers.get('content-disposition')),
    };
  }
  throw new ApiError(404, 'not_found');
}

/** GETs the file an endpoint of `@portal/domain/endpoints` answers. */
export function fetchEndpointFile<E extends AnyEndpoint>(
  endpoint: E,
  input: Pick<EndpointInput<E>, 'params' | 'query'>,
): Promise<DownloadedFile> {
  if (!isFileBody(endpoint.response)) throw new Error(`${endpoint.path} does not answer a file`);
  const query = Object.fromEntries(
    Object.entries(input.query ?? {})
      .filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined)
      .map(([key, value]) => [key, String(value)]),
  );
  const path = endpointPath(endpoint.path, input.params as Record<string, unknown> | undefined);
  return fetchFile(path.replace(/^\//, ''), versionsOf(endpoint), query);
}

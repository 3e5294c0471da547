import { clientIdLoginEndpoint } from '@portal/domain/endpoints/auth';
import type { ClientIdBody, TokenResponse } from '@portal/domain/schemas/auth';
import { callEndpoint } from '@/lib/api-client';

/** POST /user/client_id (spec 1 point 7): a client id and secret for a token; 403 invalid_client. */
export function clientIdLogin(body: ClientIdBody): Promise<TokenResponse> {
  return callEndpoint(clientIdLoginEndpoint, { body });
}

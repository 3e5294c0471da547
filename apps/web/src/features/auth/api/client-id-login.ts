import {
  tokenResponseSchema,
  type ClientIdBody,
  type TokenResponse,
} from '@portal/domain/schemas/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /user/client_id (spec 1 point 7): a client id and secret for a token; 403 invalid_client. */
export function clientIdLogin(body: ClientIdBody): Promise<TokenResponse> {
  return apiRequest({
    path: '/user/client_id',
    method: 'POST',
    body,
    auth: false,
    parse: (data) => tokenResponseSchema.parse(data),
  });
}

import {
  openidConfigSchema,
  openidTokenResponseSchema,
  type OpenidConfig,
  type OpenidLoginBody,
  type OpenidTokenResponse,
} from '@portal/domain/schemas/auth';
import { apiRequest } from '@/lib/api-client';

/** GET /user/openid/config: what the web needs to send a visitor to the provider (404 when off). */
export function getOpenidConfig(): Promise<OpenidConfig> {
  return apiRequest({
    path: '/user/openid/config',
    auth: false,
    parse: (data) => openidConfigSchema.parse(data),
  });
}

/** POST /user/openid (spec 1 point 7): the provider's code for our token; 403 openid_invalid. */
export function openidLogin(body: OpenidLoginBody): Promise<OpenidTokenResponse> {
  return apiRequest({
    path: '/user/openid',
    method: 'POST',
    body,
    auth: false,
    parse: (data) => openidTokenResponseSchema.parse(data),
  });
}

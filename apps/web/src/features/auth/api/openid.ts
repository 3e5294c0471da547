import { getOpenidConfigEndpoint, openidLoginEndpoint } from '@portal/domain/endpoints/auth';
import type {
  OpenidConfig,
  OpenidLoginBody,
  OpenidTokenResponse,
} from '@portal/domain/schemas/auth';
import { callEndpoint } from '@/lib/api-client';

/** GET /user/openid/config: what the web needs to send a visitor to the provider (404 when off). */
export function getOpenidConfig(): Promise<OpenidConfig> {
  return callEndpoint(getOpenidConfigEndpoint, {});
}

/** POST /user/openid (spec 1 point 7): the provider's code for our token; 403 openid_invalid. */
export function openidLogin(body: OpenidLoginBody): Promise<OpenidTokenResponse> {
  return callEndpoint(openidLoginEndpoint, { body });
}

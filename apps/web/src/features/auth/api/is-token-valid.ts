import { isTokenValidEndpoint } from '@portal/domain/endpoints/auth';
import { callEndpoint } from '@/lib/api-client';

/** POST /is_token_valid: 200 when valid, 419 token_expired or 401 token_invalid otherwise. */
export async function isTokenValid(token: string): Promise<boolean> {
  const { token_is_valid } = await callEndpoint(isTokenValidEndpoint, { body: { token } });
  return token_is_valid;
}

import * as z from 'zod/mini';
import { apiRequest } from '@/lib/api-client';

const tokenValidityResponseSchema = z.object({ token_is_valid: z.boolean() });

/** POST /is_token_valid: 200 when valid, 419 token_expired or 401 token_invalid otherwise. */
export async function isTokenValid(token: string): Promise<boolean> {
  const { token_is_valid } = await apiRequest({
    path: '/is_token_valid',
    method: 'POST',
    body: { token },
    auth: false,
    parse: (data) => tokenValidityResponseSchema.parse(data),
  });
  return token_is_valid;
}

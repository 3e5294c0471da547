import type { FastifyRequest } from 'fastify';
import type { AuthService } from '../services/auth/auth.service';
import { HttpError } from '../lib/http-error';

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** A valid token with an open session sets the request's principal; otherwise 401 with the reason. */
export function createAuthenticateSession(auth: AuthService) {
  return async function authenticateSession(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'unauthorized');
    const result = await auth.verify(token);
    if (!result.ok) throw new HttpError(401, result.reason);
    request.principal = result.principal;
  };
}

import type { FastifyRequest } from 'fastify';
import type { AuthService, Principal } from '../services/auth/auth.service';
import { HttpError } from './http-error';

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** preHandler of private routes: a valid token with an open session, or 401 with the reason. */
export function createAuthenticate(auth: AuthService) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'unauthorized');
    const result = await auth.verify(token);
    if (!result.ok) throw new HttpError(401, result.reason);
    request.principal = result.principal;
  };
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new Error('route used without authenticate');
  return request.principal;
}

/**
 * Changes are refused to read-only tokens and to impersonated sessions (spec 1 point 6): a
 * back-office agent may look but not act for the customer.
 */
export function assertFullAccess(principal: Principal): void {
  if (principal.readonly) throw new HttpError(403, 'readonly_token');
  if (principal.impersonator) throw new HttpError(403, 'impersonation_forbidden');
}

import type { FastifyRequest, RouteOptions } from 'fastify';
import type { AuthService, Principal } from '../services/auth/auth.service';
import { HttpError } from './http-error';

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

/**
 * preHandler of the customer routes not yet declared as endpoints (decision 011): a session, which
 * must not be one that has to change its password first (those calls are endpoints).
 */
export function createAuthenticate(
  authenticateSession: (request: FastifyRequest) => Promise<void>,
) {
  return async function authenticate(request: FastifyRequest): Promise<void> {
    await authenticateSession(request);
    if (request.principal?.mustChangePassword) {
      throw new HttpError(403, 'password_change_required');
    }
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

/**
 * Until every route is an endpoint (decision 011), the routes their groups register are checked as
 * endpoints are, before their body is read: the session (not one bound to change its password) for
 * those whose preHandler authenticates, and full access for their changes.
 */
export function checkLegacyAccessOnRequest(
  authenticate: (request: FastifyRequest) => Promise<void>,
) {
  const fullAccess = async (request: FastifyRequest) => assertFullAccess(principalOf(request));
  return (route: RouteOptions) => {
    const preHandlers = [route.preHandler ?? []].flat();
    if (!preHandlers.includes(authenticate)) return;
    route.preHandler = preHandlers.filter((handler) => handler !== authenticate);
    const reads = [route.method].flat().every((method) => method === 'GET' || method === 'HEAD');
    route.onRequest = [
      ...[route.onRequest ?? []].flat(),
      authenticate,
      ...(reads ? [] : [fullAccess]),
    ];
  };
}

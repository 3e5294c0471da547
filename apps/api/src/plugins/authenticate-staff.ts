import type { FastifyRequest } from 'fastify';
import { HttpError } from '../lib/http-error';
import type { StaffService } from '../services/staff/staff.service';
import { bearerToken } from './authenticate-session';

/**
 * A valid staff token with an open session, or an unrevoked API token, sets the request's staff
 * member; otherwise 401 with the reason. A customer's token is not a staff token (issue 27).
 */
export function createAuthenticateStaff(staff: StaffService) {
  return async function authenticateStaff(request: FastifyRequest): Promise<void> {
    const token = bearerToken(request);
    if (!token) throw new HttpError(401, 'unauthorized');
    const result = await staff.verify(token);
    if (!result.ok) throw new HttpError(401, result.reason);
    request.staff = result.principal;
  };
}

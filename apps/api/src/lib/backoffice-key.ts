import { timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { HttpError } from './http-error';

function hasBackofficeKey(request: FastifyRequest, expected: string): boolean {
  const given = request.headers['x-backoffice-key'];
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * preHandler of the retailer's back-office routes, whichever feature serves them: they do not exist
 * (404) unless BACKOFFICE_API_KEY is set, and then want that key in `X-Backoffice-Key` (401).
 */
export function createRequireBackofficeKey(config: Pick<Config, 'backofficeApiKey'>) {
  return async function requireBackofficeKey(request: FastifyRequest): Promise<void> {
    if (!config.backofficeApiKey) throw new HttpError(404, 'not_found');
    if (!hasBackofficeKey(request, config.backofficeApiKey)) {
      throw new HttpError(401, 'unauthorized');
    }
  };
}

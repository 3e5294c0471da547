import { timingSafeEqual } from 'node:crypto';
import { backofficeTokenBodySchema } from '@portal/domain/schemas/auth';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../lib/http-error';
import type { VersionedRoutes } from '../../types';

function hasBackofficeKey(request: FastifyRequest, expected: string): boolean {
  const given = request.headers['x-backoffice-key'];
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The retailer's back office mints a customer token to open the portal as that customer (spec 1
 * point 4, token in the URL), read-only or naming the agent who impersonates. Off unless
 * BACKOFFICE_API_KEY is set; then the key travels in `X-Backoffice-Key`.
 */
export const backofficeRoutes: VersionedRoutes = {
  versions: [1],
  register(app) {
    const { config, auth } = app.services;
    app.post(
      '/backoffice/tokens',
      {
        schema: {
          tags: ['backoffice'],
          body: backofficeTokenBodySchema,
          response: { 201: z.object({ token: z.string() }) },
        },
      },
      async (request, reply) => {
        if (!config.backofficeApiKey) throw new HttpError(404, 'not_found');
        if (!hasBackofficeKey(request, config.backofficeApiKey)) {
          throw new HttpError(401, 'unauthorized');
        }
        const token = await auth.issueBackofficeToken(request.body);
        return reply.status(201).send({ token });
      },
    );
  },
};

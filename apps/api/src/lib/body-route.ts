import type { FastifyRequest, FastifySchema } from 'fastify';
import type * as z from 'zod/mini';
import type { App } from '../types';

type BodyRoute<P extends z.ZodMiniType, B extends z.ZodMiniType, R extends z.ZodMiniType> = {
  method: 'POST' | 'PUT';
  url: string;
  tags: string[];
  params: P;
  body: B;
  /** The 200 answer. */
  answer: R;
};

/**
 * Declares a signed-in call with path parameters, a body and one answer, its handler typed by the
 * schemas: they validate params and body before it runs.
 */
export function bodyRoute<
  P extends z.ZodMiniType,
  B extends z.ZodMiniType,
  R extends z.ZodMiniType,
>(
  app: App,
  route: BodyRoute<P, B, R>,
  handle: (request: FastifyRequest, params: z.output<P>, body: z.output<B>) => Promise<z.input<R>>,
) {
  const schema: FastifySchema = {
    tags: route.tags,
    params: route.params,
    body: route.body,
    response: { 200: route.answer },
  };
  app.route({
    method: route.method,
    url: route.url,
    preHandler: app.services.authenticate,
    schema,
    handler: async (request) =>
      handle(request, request.params as z.output<P>, request.body as z.output<B>),
  });
}

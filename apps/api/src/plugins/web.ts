import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../types';
import { createPageBodies, readFirstLoadManifest } from './first-load-hints';

export type SendPage = (request: FastifyRequest, reply: FastifyReply) => FastifyReply;

/**
 * Serves the built SPA from the same origin as the API: hashed assets with a long cache, and
 * index.html, with the first load's preload links of the path, for any other page path so the
 * client router takes over. Answers how to send that page, or undefined when the web is not built.
 */
export async function registerWeb(app: App, distDir: string): Promise<SendPage | undefined> {
  const indexFile = path.join(distDir, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn({ distDir }, 'the web app is not built; serving the API only');
    return undefined;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // The build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
    preCompressed: true,
    setHeaders(response, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      response.setHeader(
        'cache-control',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    },
  });
  const manifest = readFirstLoadManifest(distDir);
  if (!manifest)
    app.log.warn({ distDir }, 'the web build has no first-load.json; no preload links');
  const pageBody = createPageBodies(readFileSync(indexFile, 'utf8'), manifest);
  return (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const { body, encoding } = pageBody(
      pathname,
      request.headers.cookie,
      request.headers['accept-encoding'],
    );
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8')
      .send(body);
  };
}

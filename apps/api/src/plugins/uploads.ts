import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { App } from '../types';

/** Upload directories older than this were left by a process that stopped mid-upload. */
const STALE_UPLOAD_MS = 24 * 3600 * 1000;

function hasUnreadBody(request: FastifyRequest): boolean {
  const { headers, raw } = request;
  const hasBody =
    headers['transfer-encoding'] !== undefined || Number(headers['content-length'] ?? 0) > 0;
  return hasBody && !raw.readableEnded;
}

/** Removes what an earlier process left in the uploads' temporary directory. */
export async function removeStaleUploads(temporaryDir: string, now = Date.now()) {
  await mkdir(temporaryDir, { recursive: true });
  for (const entry of await readdir(temporaryDir)) {
    const entryPath = path.join(temporaryDir, entry);
    const { mtimeMs } = await stat(entryPath);
    if (now - mtimeMs > STALE_UPLOAD_MS) await rm(entryPath, { recursive: true, force: true });
  }
}

/**
 * Multipart bodies for the upload calls (docs/decisions/013): parsed only when a call reads them
 * (lib/uploads/receive-upload.ts), never before its checks.
 */
export async function registerUploads(app: App, temporaryDir: string) {
  await removeStaleUploads(temporaryDir);
  // Each call gives its own limits when it reads the parts; a too-large file is a field error.
  await app.register(fastifyMultipart, { throwFileSizeLimit: false });
  // An answer given before the request's body was read (a refused upload) closes the connection,
  // so the rest of the body is never read; Node would otherwise read and drop all of it.
  app.addHook('onSend', async (request, reply) => {
    if (hasUnreadBody(request)) reply.header('connection', 'close');
  });
}

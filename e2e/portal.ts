import os from 'node:os';
import path from 'node:path';

/** Where the portal under test listens and keeps its data (fresh at every run). */
export const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
export const dataDir = path.join(os.tmpdir(), `portal-e2e-${port}`);
export const outboxDir = path.join(dataDir, 'outbox');

/** The OpenID provider the tests start (e2e/oidc-provider.mjs) and the portal's client there. */
export const oidcPort = Number(process.env.OIDC_PROVIDER_PORT ?? 3190);
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`;
export const oidcClient = { id: 'portal-e2e', secret: 'portal-e2e-secret' };

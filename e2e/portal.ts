import os from 'node:os';
import path from 'node:path';

/** Where the portal under test listens and keeps its data (fresh at every run). */
export const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://localhost:${port}`;
export const dataDir = path.join(os.tmpdir(), `portal-e2e-${port}`);
export const outboxDir = path.join(dataDir, 'outbox');
/** The back-office key the portal under test accepts (tests mint tokens and switch settings). */
export const backofficeKey = 'e2e-backoffice-key-0123456789-abcdefghij';
